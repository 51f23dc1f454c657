import { type CompetitionContext, type Fixture, resultKnownAt } from './competition.ts';
import type { MatchFormat } from './model.ts';
import type { TeamEntry } from './world.ts';

/*
 * Knockout rounds: ties played as a best-of series (NBA, NHL and KHL play-offs), over two legs
 * decided on aggregate (European cups), or as one game (a final). A tie's games exist only while
 * the tie is undecided, and a round's ties are known only once the round before is played: each
 * game is offered after the results it depends on.
 */

export type TieRules = { kind: 'series'; bestOf: number } | { kind: 'legs'; legs: 1 | 2 };

/** Who meets whom: the better seed first (home in the deciding games). */
export interface Tie {
  higher: TeamEntry;
  lower: TeamEntry;
}

/** The better seed plays at home in these games of a series (2-2-1-1-1, 2-2-1, 1-1-1). */
function higherAtHome(bestOf: number, game: number): boolean {
  if (bestOf <= 3) return game % 2 === 0;
  return game < 2 || (game >= 4 && game % 2 === 0);
}

export function gamesOfTie(rules: TieRules): number {
  return rules.kind === 'series' ? rules.bestOf : rules.legs;
}

export interface TieGames {
  fixtures: Fixture[];
  winner: TeamEntry;
}

export interface TieSlot {
  /** Start of each possible game of the tie, unix seconds. */
  starts: readonly number[];
  /** Id of each possible game of the tie. */
  ids: readonly number[];
  /** When the tie's sides are known. */
  knownAfter: number;
  seasonYear: number;
  order: number;
}

function seriesFixtures(
  context: CompetitionContext,
  tie: Tie,
  bestOf: number,
  slot: TieSlot,
): TieGames {
  const need = (bestOf + 1) / 2;
  const wins = new Map<TeamEntry, number>([
    [tie.higher, 0],
    [tie.lower, 0],
  ]);
  const fixtures: Fixture[] = [];
  for (let game = 0; game < bestOf; game += 1) {
    const [home, away] = higherAtHome(bestOf, game)
      ? [tie.higher, tie.lower]
      : [tie.lower, tie.higher];
    const fixture = tieFixture(context, slot, game, home, away, { mustWin: true }, fixtures.at(-1));
    fixtures.push(fixture);
    const winner = context.resultOf(fixture).winner === 2 ? away : home;
    const count = (wins.get(winner) ?? 0) + 1;
    wins.set(winner, count);
    if (count === need) return { fixtures, winner };
  }
  throw new Error('a series ended without a winner');
}

function legFixtures(context: CompetitionContext, tie: Tie, legs: 1 | 2, slot: TieSlot): TieGames {
  if (legs === 1) {
    const fixture = tieFixture(context, slot, 0, tie.higher, tie.lower, { mustWin: true });
    const result = context.resultOf(fixture);
    return { fixtures: [fixture], winner: result.winner === 2 ? tie.lower : tie.higher };
  }
  const first = tieFixture(context, slot, 0, tie.lower, tie.higher, {});
  const firstScore = context.resultOf(first).score;
  // The second leg is at the better seed's ground: its home side scored the first leg's away goals.
  const second = tieFixture(
    context,
    slot,
    1,
    tie.higher,
    tie.lower,
    { mustWin: true, carry: { home: firstScore.away, away: firstScore.home } },
    first,
  );
  const winner = context.resultOf(second).winner === 2 ? tie.lower : tie.higher;
  return { fixtures: [first, second], winner };
}

function tieFixture(
  context: CompetitionContext,
  slot: TieSlot,
  game: number,
  home: TeamEntry,
  away: TeamEntry,
  format: MatchFormat,
  previous?: Fixture,
): Fixture {
  const id = slot.ids[game];
  const startsAt = slot.starts[game];
  if (id === undefined || startsAt === undefined) throw new Error(`tie game ${game} has no slot`);
  return {
    id,
    champ: context.champ,
    startsAt,
    home,
    away,
    order: slot.order,
    format,
    // A tie's next game is offered once the game before it has a result.
    publishAfter: previous ? resultKnownAt(context, previous) : slot.knownAfter,
    seasonYear: slot.seasonYear,
  };
}

/** The games a tie needs, played out as far as it takes, and who goes through. */
export function playTie(
  context: CompetitionContext,
  tie: Tie,
  rules: TieRules,
  slot: TieSlot,
): TieGames {
  return rules.kind === 'series'
    ? seriesFixtures(context, tie, rules.bestOf, slot)
    : legFixtures(context, tie, rules.legs, slot);
}

/** Seeds 1..n paired for the first round of a bracket (1 v n, n/2 v n/2+1, ...), in order. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** A side in a bracket: its seed, and when its place in this round was settled. */
export interface Contestant {
  team: TeamEntry;
  seed: number;
  /** Unix seconds from which its next tie can be offered. */
  decidedAt: number;
}

/**
 * Plays a bracket round: neighbours meet (the better seed as the higher), each tie offered as
 * soon as both its sides are known, not when the whole round before is over. `slotOf` gives
 * a tie's days and ids from its place in the round and when its sides are known.
 */
export function playBracketRound(
  context: CompetitionContext,
  contestants: readonly Contestant[],
  rules: TieRules,
  slotOf: (tie: number, knownAfter: number) => TieSlot,
): { fixtures: Fixture[]; winners: Contestant[] } {
  const fixtures: Fixture[] = [];
  const winners: Contestant[] = [];
  for (let t = 0; 2 * t + 1 < contestants.length; t += 1) {
    const [a, b] = [contestants[2 * t], contestants[2 * t + 1]] as [Contestant, Contestant];
    const [higher, lower] = a.seed < b.seed ? [a, b] : [b, a];
    const slot = slotOf(t, Math.max(a.decidedAt, b.decidedAt));
    const played = playTie(context, { higher: higher.team, lower: lower.team }, rules, slot);
    fixtures.push(...played.fixtures);
    const winner = played.winner === higher.team ? higher : lower;
    const last = played.fixtures.at(-1) as Fixture;
    winners.push({ ...winner, decidedAt: resultKnownAt(context, last) });
  }
  return { fixtures, winners };
}
