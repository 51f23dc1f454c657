import { SPORT_ID } from '@arenabet/reference/sports';
import type { SourceGame, SourcePlayer } from '../feed/source.ts';
import { stableUnit } from './stable-hash.ts';

/*
 * Line-ups the feed does not send, chosen from the squads: the same regulars start most games
 * (a fixed quality per player), a few rotate (a per-game draw), and anyone the game's events
 * name (a scorer, a booked player) is on the pitch.
 */

/** Players on the field at the start, for sports with squads. */
const STARTERS: Readonly<Record<number, number>> = {
  [SPORT_ID.football]: 11,
  [SPORT_ID.hockey]: 6,
  [SPORT_ID.basketball]: 5,
  5: 9, // baseball
  6: 6, // volleyball
  7: 15, // rugby
  8: 7, // handball
  12: 11, // american football
  13: 5, // futsal
  31: 11, // cricket
};
const DEFAULT_STARTERS = 5;
const MAX_SUBSTITUTES = 9;

const FOOTBALL_FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '4-1-4-1', '5-3-2'] as const;
/** Where each line of a football formation takes its players from, back to front. */
const GOALKEEPER = 'GK';

export interface TeamLineUp {
  formation: string;
  /** The starters by line, goalkeeper first (one line for sports without formations). */
  lines: SourcePlayer[][];
  substitutes: SourcePlayer[];
}

export function startersCount(sportId: number): number {
  return STARTERS[sportId] ?? DEFAULT_STARTERS;
}

/** Regulars first; a player the events name always plays. */
function pickOrder(game: SourceGame, squad: readonly SourcePlayer[]): SourcePlayer[] {
  const named = new Set(game.events.flatMap((event) => event.playerId ?? []));
  const weight = (player: SourcePlayer) =>
    (named.has(player.id) ? 1 : 0) +
    0.75 * stableUnit(player.id, 7) +
    0.25 * stableUnit(game.id, player.id);
  return [...squad].sort((a, b) => weight(b) - weight(a) || a.id - b.id);
}

function takeFrom(pool: SourcePlayer[], count: number, position?: string): SourcePlayer[] {
  const taken: SourcePlayer[] = [];
  for (const player of [...pool]) {
    if (taken.length === count) break;
    if (position !== undefined && player.position !== position) continue;
    taken.push(player);
    pool.splice(pool.indexOf(player), 1);
  }
  return taken;
}

/** Football: a goalkeeper, then defenders, midfielders and forwards as the formation says. */
function footballLines(game: SourceGame, teamId: number, pool: SourcePlayer[]) {
  const formation = FOOTBALL_FORMATIONS[
    Math.floor(stableUnit(game.id, teamId) * FOOTBALL_FORMATIONS.length)
  ] as string;
  const sizes = formation.split('-').map(Number);
  const positionOf = (index: number) =>
    index === 0 ? 'DF' : index === sizes.length - 1 ? 'FW' : 'MF';
  const lines = [
    takeFrom(pool, 1, GOALKEEPER),
    ...sizes.map((size, i) => takeFrom(pool, size, positionOf(i))),
  ];
  // A squad short of a position fills the gap with whoever is left, keeping the formation's shape.
  for (const [index, size] of [1, ...sizes].entries()) {
    const line = lines[index] as SourcePlayer[];
    line.push(...takeFrom(pool, size - line.length));
  }
  return { formation, lines };
}

export function teamLineUp(
  game: SourceGame,
  teamId: number,
  squad: readonly SourcePlayer[],
): TeamLineUp {
  const pool = pickOrder(game, squad);
  if (game.sportId === SPORT_ID.football && squad.some((p) => p.position === GOALKEEPER)) {
    const { formation, lines } = footballLines(game, teamId, pool);
    return { formation, lines, substitutes: pool.slice(0, MAX_SUBSTITUTES) };
  }
  const starters = takeFrom(pool, startersCount(game.sportId));
  return { formation: '', lines: [starters], substitutes: pool.slice(0, MAX_SUBSTITUTES) };
}
