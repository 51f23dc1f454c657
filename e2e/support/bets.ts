import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/* Bets placed through the API the coupon uses, for specs whose subject comes after placing. */

export const JSON_API = 'application/vnd.api+json';

/** An outcome as the feeds write it: type, group, odds, line, blocked. */
export interface WireOutcome {
  T: number;
  G: number;
  C: number;
  P?: number;
  B?: true;
}

export interface WireGame {
  I: number;
  /** Sport id. */
  SI?: number;
  /** Champ id. */
  LI?: number;
  E?: WireOutcome[];
}

/**
 * Sports whose markets stay open for seconds at a time at the simulator's speed: football,
 * ice hockey, cyber football, table tennis. Basketball (the real one or NBA 2K) scores every few
 * seconds and suspends its markets each time; a powerbet or a cash-out on it rarely gets a price.
 */
const CALM_SPORTS = [1, 2, 85, 10];
const calmness = (game: WireGame) => {
  const rank = CALM_SPORTS.indexOf(game.SI ?? -1);
  return rank === -1 ? CALM_SPORTS.length : rank;
};

export interface Placement {
  status: string;
  reason: string | null;
  retryAfterMs: number | null;
  coupons: { id: number }[];
}

/**
 * A single of `stake` on the outcome, taking changed odds (checkCf 2); a live bet's answer is
 * asked by its GUID after the acceptance delay.
 */
export async function placeSingle(
  api: APIRequestContext,
  gameId: number,
  outcome: WireOutcome,
  stake: string,
): Promise<Placement> {
  const betGuid = randomUUID();
  const couponEvent = {
    gameId,
    group: outcome.G,
    type: outcome.T,
    ...(outcome.P === undefined ? {} : { param: outcome.P }),
    coef: outcome.C,
  };
  const answer = await api.post('/service-api/LiveBet/Secure/MakeBetWeb', {
    headers: { 'content-type': JSON_API },
    data: {
      data: {
        attributes: { couponEvents: [couponEvent], vid: 0, summ: stake, checkCf: 2, betGuid },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  let placement: Placement = (await answer.json()).data.attributes;
  while (placement.status === 'pending') {
    await new Promise((resolve) => setTimeout(resolve, placement.retryAfterMs ?? 500));
    const asked = await api.get(`/service-api/LiveBet/Secure/BetStatus/${betGuid}`);
    placement = (await asked.json()).data.attributes;
  }
  return placement;
}

/**
 * A single on an open outcome of a game in play, accepted after the live delay. Few games are in
 * play at night, and at the simulator's speed their markets are suspended for a moment after
 * every goal or point: a search that finds nothing open waits and looks again.
 */
export async function placeLiveSingle(api: APIRequestContext): Promise<number> {
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await api.get('/service-api/LiveFeed/Get1x2_VZip?count=200&lng=ru');
    expect(answer.ok()).toBe(true);
    const games = (await answer.json()).Value as WireGame[];
    const open = [...games]
      .sort((a, b) => calmness(a) - calmness(b))
      .flatMap((game) =>
        (game.E ?? []).filter(isReasonableLivePrice).map((outcome) => ({ game, outcome })),
      );
    const pick = open[attempt % Math.max(open.length, 1)];
    if (!pick) {
      refusals.push(`nothing open among ${games.length} games`);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      continue;
    }
    const placement = await placeSingle(api, pick.game.I, pick.outcome, '100');
    const couponId = placement.coupons[0]?.id;
    if (placement.status === 'accepted' && couponId !== undefined) return couponId;
    refusals.push(placement.reason ?? placement.status);
  }
  throw new Error(`no live single was accepted in thirty tries: ${refusals.join(', ')}`);
}

/** Neither a near-certainty nor a long shot: its cash-out price and powerbet stay on screen. */
function isReasonableLivePrice(outcome: WireOutcome): boolean {
  return !outcome.B && outcome.C > 1.2 && outcome.C < 6;
}

/**
 * An open outcome `accepts` takes, of the pre-match game that starts last among the line's
 * first 50 (of `sports` when given): a game about to start may lock its markets mid-test.
 */
export async function latestLineOutcome(
  api: APIRequestContext,
  accepts: (outcome: WireOutcome) => boolean,
  sports?: number,
  acceptsGame: (game: WireGame) => boolean = () => true,
): Promise<{ gameId: number; champId: number; outcome: WireOutcome }> {
  const query = sports === undefined ? '' : `sports=${sports}&`;
  const answer = await api.get(`/service-api/LineFeed/Get1x2_VZip?${query}count=50&lng=ru`);
  expect(answer.ok()).toBe(true);
  const games = ((await answer.json()).Value as (WireGame & { S: number })[]).sort(
    (a, b) => b.S - a.S,
  );
  for (const game of games.filter(acceptsGame)) {
    const outcome = game.E?.find((o) => !o.B && accepts(o));
    if (outcome) return { gameId: game.I, champId: game.LI ?? 0, outcome };
  }
  throw new Error('the line feed has no game with such an open outcome');
}
