import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { MENU_SECTION, type MenuSectionParam } from '@arenabet/reference/menu-sections';
import { sportById, VIRTUAL_SPORT_IDS } from '@arenabet/reference/sports';
import type { FeedPhase } from '../game-phase.ts';
import { searchableText } from '../snapshot/game-view.ts';
import { hasMainMarket } from '../snapshot/main-markets.ts';
import { compareFeedOrder } from '../snapshot/phase-index.ts';
import type { FeedSnapshot, SnapshotGame } from '../snapshot/snapshot.ts';
import type { SourceChamp, SourceOutcome } from '../source.ts';
import type { FeedRequest } from './feed-request.ts';

/*
 * Which games and champs a call shows. Every selection starts from the smallest index that
 * fits the request (a champ, a team, a sport, a country), then applies the rest as filters.
 */

export interface Selection {
  snapshot: FeedSnapshot;
  phase: FeedPhase;
  request: FeedRequest;
}

/** Menu sections of the cyber world: their calls show esports only. */
const CYBER_SECTIONS: ReadonlySet<MenuSectionParam> = new Set([
  MENU_SECTION.cyberStream,
  MENU_SECTION.cyberZone,
  MENU_SECTION.sportsSimulators,
  MENU_SECTION.sportsGames,
  MENU_SECTION.fightingGames,
  MENU_SECTION.cardGames,
  MENU_SECTION.shooters,
  MENU_SECTION.onlineRpgs,
  MENU_SECTION.adventure,
  MENU_SECTION.strategy,
  MENU_SECTION.vehicularCombat,
  MENU_SECTION.puzzles,
  MENU_SECTION.others,
  MENU_SECTION.eSports,
]);

/** Games matching every filter of the request, in feed order, at most `count`. */
export function selectGames(selection: Selection): SnapshotGame[] {
  return matchingGames(selection).slice(0, selection.request.count);
}

/** Every game matching the request, in feed order, however many: what `count` is cut from. */
export function matchingGames({ snapshot, phase, request }: Selection): SnapshotGame[] {
  const index = snapshot.index(phase);
  const base = (lists: Iterable<readonly SnapshotGame[] | undefined>) =>
    unionInOrder([...lists].map((list) => list ?? []));
  let games: readonly SnapshotGame[];
  if (request.gameIds.length > 0) {
    games = base(request.gameIds.map((id) => index.byId.get(id)).map((g) => (g ? [g] : [])));
  } else if (request.champIds.length > 0) {
    games = base(request.champIds.map((id) => index.byChamp.get(id)));
  } else if (request.teamIds.length > 0) {
    games = base(request.teamIds.map((id) => index.byTeam.get(id)));
  } else if (request.sportIds.length > 0) {
    games = base(request.sportIds.map((id) => index.bySport.get(id)));
  } else if (request.countryId !== undefined) {
    games = index.byCountry.get(request.countryId) ?? [];
  } else {
    games = index.games;
  }
  return games.filter(gameFilter(snapshot, request));
}

/**
 * How many games of each sport the request's list would give, `count` aside: the counts a
 * client then fetches by, so they come from the very selection the list calls make.
 */
export function gameCountsBySport(selection: Selection): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { game } of matchingGames(selection)) {
    counts.set(game.sportId, (counts.get(game.sportId) ?? 0) + 1);
  }
  return counts;
}

const VIRTUAL_SPORTS: ReadonlySet<number> = new Set(VIRTUAL_SPORT_IDS);

/**
 * Sports the request may show: not the player's disallowed ones, esports in a cyber section,
 * the virtual sports when asked for them.
 */
function sportFilter(request: FeedRequest): (sportId: number) => boolean {
  const disallowed = new Set(request.disallowedSportIds);
  const cyberOnly = request.section !== undefined && CYBER_SECTIONS.has(request.section);
  return (sportId) =>
    !disallowed.has(sportId) &&
    (!cyberOnly || sportById(sportId)?.isCyber === true) &&
    (!request.virtualOnly || VIRTUAL_SPORTS.has(sportId));
}

function gameFilter(snapshot: FeedSnapshot, request: FeedRequest) {
  const sports = new Set(request.sportIds);
  const champs = new Set(request.champIds);
  const sportAllowed = sportFilter(request);
  return ({ game }: SnapshotGame): boolean => {
    if (sports.size > 0 && !sports.has(game.sportId)) return false;
    if (champs.size > 0 && !champs.has(game.champId)) return false;
    if (!sportAllowed(game.sportId)) return false;
    if (request.tsFrom !== undefined && game.startsAt < request.tsFrom) return false;
    if (request.tsTo !== undefined && game.startsAt > request.tsTo) return false;
    if (request.countryId !== undefined) {
      if (snapshot.champ(game.champId)?.countryId !== request.countryId) return false;
    }
    return request.getEmpty || hasMainMarket(game.outcomes);
  };
}

/** The lists merged in feed order without repeats (a game of two asked teams comes once). */
function unionInOrder(lists: readonly (readonly SnapshotGame[])[]): readonly SnapshotGame[] {
  if (lists.length === 1) return lists[0] ?? [];
  const unique = new Map<number, SnapshotGame>();
  for (const list of lists) for (const entry of list) unique.set(entry.game.id, entry);
  return [...unique.values()].sort(compareFeedOrder);
}

/** Top games: of top champs first, then by the game's priority, then in feed order. */
export function topGames(selection: Selection): SnapshotGame[] {
  const { snapshot } = selection;
  const isTop = (entry: SnapshotGame) => (snapshot.champ(entry.game.champId)?.isTop ? 1 : 0);
  return matchingGames(selection)
    .sort((a, b) => isTop(b) - isTop(a) || b.game.priority - a.game.priority)
    .slice(0, selection.request.count);
}

/** Games whose team or champ names, in any language, contain the text. */
export function searchGames(selection: Selection): SnapshotGame[] {
  const text = selection.request.text ?? '';
  const found: SnapshotGame[] = [];
  for (const entry of matchingGames(selection)) {
    let names = entry.memo.get('search');
    if (names === undefined) {
      names = searchableText(entry.game, selection.snapshot);
      entry.memo.set('search', names);
    }
    if (names.includes(text)) found.push(entry);
    if (found.length >= selection.request.count) break;
  }
  return found;
}

export interface ChampGames {
  champ: SourceChamp;
  games: SnapshotGame[];
}

/** Champs with games of the request, highest priority first, each with its matching games. */
export function selectChamps(selection: Selection, topOnly = false): ChampGames[] {
  const byChamp = new Map<number, SnapshotGame[]>();
  for (const entry of matchingGames(selection)) {
    const list = byChamp.get(entry.game.champId);
    if (list) list.push(entry);
    else byChamp.set(entry.game.champId, [entry]);
  }
  const champs: ChampGames[] = [];
  for (const [champId, games] of byChamp) {
    const champ = selection.snapshot.champ(champId);
    if (champ && (!topOnly || champ.isTop)) champs.push({ champ, games });
  }
  const lang = selection.request.lang;
  return champs.sort(
    (a, b) =>
      b.champ.priority - a.champ.priority || a.champ.name[lang].localeCompare(b.champ.name[lang]),
  );
}

/** Legs of the express of the day: clear favourites, one per champ, the earliest first. */
export const EXPRESS_DAY_LEGS = 4;
const FAVOURITE_ODDS = { min: 1.15, max: 1.75 } as const;

export interface ExpressLeg {
  entry: SnapshotGame;
  pick: SourceOutcome;
}

export function expressDay(selection: Selection): ExpressLeg[] {
  const legs: ExpressLeg[] = [];
  const champs = new Set<number>();
  for (const entry of matchingGames(selection)) {
    if (champs.has(entry.game.champId)) continue;
    const pick = favourite(entry.game.outcomes);
    if (!pick) continue;
    legs.push({ entry, pick });
    champs.add(entry.game.champId);
    if (legs.length === EXPRESS_DAY_LEGS) break;
  }
  return legs;
}

function favourite(outcomes: readonly SourceOutcome[]): SourceOutcome | undefined {
  const winners = outcomes.filter(
    (o) => !o.locked && o.group === MARKET_GROUP.result1x2 && o.type !== OUTCOME_TYPE.draw,
  );
  const best = winners.sort((a, b) => a.odds - b.odds)[0];
  return best && best.odds >= FAVOURITE_ODDS.min && best.odds <= FAVOURITE_ODDS.max
    ? best
    : undefined;
}
