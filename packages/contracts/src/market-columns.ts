import { marketGroupEntry, marketSortOrder, TWO_SIDED_LINES } from './feed-markets.ts';
import type { FeedOutcome } from './feed-model.ts';

/*
 * The grouped layout of a game's markets (GetGameZip with GroupEvents), as clients of the format
 * read it: per group, columns of outcomes. 1X2 is [[W1], [X], [W2]]; a two-sided line market is
 * its first side's column and its second side's, of equal length and lined up row by row, each
 * row one line (totals: all overs, then all unders); any other market one column per outcome
 * type, in the dictionary's order.
 */

export interface MarketColumns {
  group: number;
  /** The group's place in the dictionary: markets are listed in this order. */
  sortOrder: number;
  columns: FeedOutcome[][];
}

export function marketColumns(outcomes: readonly FeedOutcome[]): MarketColumns[] {
  const byGroup = new Map<number, FeedOutcome[]>();
  for (const outcome of outcomes) {
    const list = byGroup.get(outcome.group);
    if (list) list.push(outcome);
    else byGroup.set(outcome.group, [outcome]);
  }
  return [...byGroup]
    .map(([group, list]) => ({
      group,
      sortOrder: marketSortOrder(group),
      columns: columnsOf(group, list),
    }))
    .filter((market) => market.columns.some((column) => column.length > 0))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

function columnsOf(group: number, outcomes: readonly FeedOutcome[]): FeedOutcome[][] {
  const pair = TWO_SIDED_LINES[group];
  return pair ? pairedColumns(outcomes, pair.sides, pair.mirrored) : typeColumns(group, outcomes);
}

const lineOf = (outcome: FeedOutcome) => outcome.line ?? 0;
const byLine = (a: FeedOutcome, b: FeedOutcome) => lineOf(a) - lineOf(b);

function typeColumns(group: number, outcomes: readonly FeedOutcome[]): FeedOutcome[][] {
  const types = marketGroupEntry(group)?.outcomeTypes ?? [];
  const rank = (type: number) => {
    const place = types.indexOf(type);
    return place === -1 ? types.length + type : place;
  };
  const byType = new Map<number, FeedOutcome[]>();
  for (const outcome of outcomes) {
    byType.set(outcome.type, [...(byType.get(outcome.type) ?? []), outcome]);
  }
  return [...byType].sort(([a], [b]) => rank(a) - rank(b)).map(([, column]) => column.sort(byLine));
}

/**
 * Rows by the first side's line. A side whose other side is missing cannot stand in a row and
 * is left out: a source prices both sides of a line together, so ours never sends one.
 */
function pairedColumns(
  outcomes: readonly FeedOutcome[],
  [first, second]: readonly [number, number],
  mirrored: boolean,
): FeedOutcome[][] {
  const seconds = outcomes.filter((outcome) => outcome.type === second);
  const used = new Set<FeedOutcome>();
  const partnerOf = (line: number) => seconds.find((o) => !used.has(o) && lineOf(o) === line);
  const firstColumn: FeedOutcome[] = [];
  const secondColumn: FeedOutcome[] = [];
  for (const outcome of outcomes.filter((o) => o.type === first).sort(byLine)) {
    const line = lineOf(outcome);
    // A source may also write both sides of a handicap with the home line.
    const partner = (mirrored ? partnerOf(-line) : undefined) ?? partnerOf(line);
    if (!partner) continue;
    used.add(partner);
    firstColumn.push(outcome);
    secondColumn.push(partner);
  }
  return [firstColumn, secondColumn];
}
