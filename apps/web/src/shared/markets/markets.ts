import {
  correctScoreOf,
  type FeedGame,
  type FeedOutcome,
  MARKET_GROUP,
  MARKET_GROUPS,
  type MarketScope,
  marketGroupEntry,
  marketTitle,
  OUTCOME_TYPE,
  scoreUnitName,
  sportTerms,
} from '@arenabet/contracts';
import { nameIn } from '@arenabet/reference/localized';

/*
 * A game's outcomes arrive as one flat list; the page shows them as markets. A market is one
 * group (`G`): a single row of outcomes (1X2), a row per line (totals, handicaps), a grid of
 * scores (correct score) or a list of runners (races).
 */

export type MarketLayout = 'row' | 'lines' | 'correctScore' | 'runners';

export interface MarketRow {
  /** Stable within the market: the line, or the group for a single row. */
  key: string;
  outcomes: FeedOutcome[];
}

export interface Market {
  group: number;
  layout: MarketLayout;
  rows: MarketRow[];
}

const LINE_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.handicap,
  MARKET_GROUP.total,
  MARKET_GROUP.individualTotalHome,
  MARKET_GROUP.individualTotalAway,
]);

const RUNNER_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.raceWinner,
  MARKET_GROUP.racePlace,
]);

/** The dictionary's order is the page's order; groups it does not know come last, by id. */
const GROUP_ORDER: ReadonlyMap<number, number> = new Map(
  MARKET_GROUPS.map((entry, place) => [entry.group, place]),
);

function groupRank(group: number): number {
  return GROUP_ORDER.get(group) ?? MARKET_GROUPS.length + group;
}

function layoutOf(group: number): MarketLayout {
  if (group === MARKET_GROUP.correctScore) return 'correctScore';
  if (LINE_GROUPS.has(group)) return 'lines';
  if (RUNNER_GROUPS.has(group)) return 'runners';
  return 'row';
}

/** Outcomes in the dictionary's order of types (W1, X, W2), unknown types after, by type. */
function byTypeOrder(group: number) {
  const types = marketGroupEntry(group)?.outcomeTypes ?? [];
  const rank = (type: number) => {
    const place = types.indexOf(type);
    return place === -1 ? types.length + type : place;
  };
  return (a: FeedOutcome, b: FeedOutcome) => rank(a.type) - rank(b.type);
}

/**
 * The line a handicap pair shares, from the home side: home -1.5 goes with away +1.5. Totals
 * pair over and under on the same line.
 */
export function rowLine(outcome: FeedOutcome): number {
  const line = outcome.line ?? 0;
  return outcome.type === OUTCOME_TYPE.handicapAway ? -line : line;
}

function lineRows(group: number, outcomes: readonly FeedOutcome[]): MarketRow[] {
  const byLine = new Map<number, FeedOutcome[]>();
  for (const outcome of outcomes) {
    const line = rowLine(outcome);
    byLine.set(line, [...(byLine.get(line) ?? []), outcome]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, row]) => ({ key: String(line), outcomes: row.sort(byTypeOrder(group)) }));
}

function runnerRow(group: number, outcomes: readonly FeedOutcome[]): MarketRow[] {
  return [{ key: String(group), outcomes: [...outcomes].sort((a, b) => a.type - b.type) }];
}

function rowsOf(group: number, layout: MarketLayout, outcomes: FeedOutcome[]): MarketRow[] {
  if (layout === 'lines') return lineRows(group, outcomes);
  if (layout === 'runners') return runnerRow(group, outcomes);
  return [{ key: String(group), outcomes: outcomes.sort(byTypeOrder(group)) }];
}

/** The markets of a game (or a sub-game), in the dictionary's order. */
export function groupMarkets(outcomes: readonly FeedOutcome[]): Market[] {
  const byGroup = new Map<number, FeedOutcome[]>();
  for (const outcome of outcomes) {
    byGroup.set(outcome.group, [...(byGroup.get(outcome.group) ?? []), outcome]);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b))
    .map(([group, list]) => {
      const layout = layoutOf(group);
      return { group, layout, rows: rowsOf(group, layout, list) };
    });
}

/** Where markets are shown: a game of a sport, the match itself or one of its periods. */
export interface MarketPlace {
  sportId: number;
  scope: MarketScope;
}

/** A sub-game (a half, a set, a map) holds the markets of a period. */
export function marketPlaceOf(game: Pick<FeedGame, 'sportId' | 'parentId'>): MarketPlace {
  return { sportId: game.sportId, scope: game.parentId === undefined ? 'match' : 'period' };
}

/**
 * A market's title in the sport's words ("Total maps", "Total rounds" for a map); a group new
 * to the dictionary is named by its number.
 */
export function marketName(
  group: number,
  place: MarketPlace,
  language: string,
  fallback: string,
): string {
  const title = marketTitle(group, place.sportId, place.scope);
  return title ? nameIn(title, language) : `${fallback} ${group}`;
}

/** What a correct score counts there: goals, maps, sets, a map's rounds. */
export function scoreUnitIn(place: MarketPlace, language: string): string {
  const terms = sportTerms(place.sportId);
  return nameIn(scoreUnitName(place.scope === 'match' ? terms.score : terms.periodScore), language);
}

export interface CorrectScoreGrid {
  /** Goals of the home side, one grid row each, 0 up to the highest offered. */
  homeGoals: number[];
  awayGoals: number[];
  /** The outcome at home:away, or undefined where the book offers none. */
  cell(home: number, away: number): FeedOutcome | undefined;
}

function upTo(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, goals) => goals);
}

/** Correct-score outcomes laid out as a table of home goals by away goals. */
export function correctScoreGrid(outcomes: readonly FeedOutcome[]): CorrectScoreGrid {
  const cells = new Map<string, FeedOutcome>();
  let maxHome = 0;
  let maxAway = 0;
  for (const outcome of outcomes) {
    if (outcome.line === undefined) continue;
    const score = correctScoreOf(outcome.line);
    cells.set(`${score.home}:${score.away}`, outcome);
    maxHome = Math.max(maxHome, score.home);
    maxAway = Math.max(maxAway, score.away);
  }
  return {
    homeGoals: upTo(maxHome),
    awayGoals: upTo(maxAway),
    cell: (home, away) => cells.get(`${home}:${away}`),
  };
}
