import { type FeedOutcome, outcomeKey } from '@arenabet/contracts';
import { BUILDER_MIN_LEGS } from '@arenabet/domain/betting/bet-builder';
import { marketKeyOf } from '@arenabet/domain/betting/markets';

/*
 * The bet builder's picks: outcomes of one match, at most one per market (the server refuses
 * two of one market as builder_same_market, so a second pick in a market takes the first's
 * place, as a radio group would), up to the site's most legs.
 */

export interface BuilderPick {
  group: number;
  type: number;
  line?: number;
  /** The single odds when picked; the line's odds now are taken where it still has them. */
  coef: number;
}

/** The outcome a pick is: `group:type[:line]`, as the feed keys outcomes. */
export const builderPickKey = (pick: Pick<BuilderPick, 'group' | 'type' | 'line'>): string =>
  outcomeKey(pick);

/** The market a pick is in, by the domain's rule (H1 -1.5 with H2 +1.5, over with under). */
export const builderMarketOf = (pick: Pick<BuilderPick, 'group' | 'type' | 'line'>): string =>
  marketKeyOf({ group: pick.group, type: pick.type, odds: 0, line: pick.line });

export function pickOfOutcome(outcome: FeedOutcome): BuilderPick {
  return {
    group: outcome.group,
    type: outcome.type,
    ...(outcome.line === undefined ? {} : { line: outcome.line }),
    coef: outcome.odds,
  };
}

export type BuilderToggle =
  | { change: 'added' | 'removed' | 'replaced'; picks: BuilderPick[] }
  /** Another market past the most legs: the picks stay as they were. */
  | { change: 'refused'; reason: 'builder_too_many'; picks: BuilderPick[] };

/**
 * A press on an outcome: out when picked, in place of the pick of its market, else added while
 * the builder takes more legs.
 */
export function toggleBuilderPick(
  picks: readonly BuilderPick[],
  outcome: FeedOutcome,
  maxLegs: number,
): BuilderToggle {
  const key = outcomeKey(outcome);
  if (picks.some((pick) => builderPickKey(pick) === key)) {
    return { change: 'removed', picks: picks.filter((pick) => builderPickKey(pick) !== key) };
  }
  const market = builderMarketOf(outcome);
  const mate = picks.findIndex((pick) => builderMarketOf(pick) === market);
  if (mate !== -1) {
    const picked = pickOfOutcome(outcome);
    return { change: 'replaced', picks: picks.map((pick, at) => (at === mate ? picked : pick)) };
  }
  if (picks.length >= maxLegs) {
    return { change: 'refused', reason: 'builder_too_many', picks: [...picks] };
  }
  return { change: 'added', picks: [...picks, pickOfOutcome(outcome)] };
}

/** Legs still to pick before the builder prices the bet (0 once it can). */
export function legsToGo(picks: readonly BuilderPick[]): number {
  return Math.max(0, BUILDER_MIN_LEGS - picks.length);
}
