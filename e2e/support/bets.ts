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
  E?: WireOutcome[];
}

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

/** A single on an open outcome of a game in play, accepted after the live delay. */
export async function placeLiveSingle(api: APIRequestContext): Promise<number> {
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await api.get('/service-api/LiveFeed/Get1x2_VZip?count=50&lng=ru');
    expect(answer.ok()).toBe(true);
    const games = (await answer.json()).Value as WireGame[];
    const game = games.find((g) => g.E?.some((o) => !o.B && o.G === 1 && o.C > 1.2 && o.C < 6));
    const outcome = game?.E?.find((o) => !o.B && o.G === 1 && o.C > 1.2 && o.C < 6);
    if (!game || !outcome) {
      refusals.push(`no outcome among ${games.length} games`);
      continue;
    }
    const placement = await placeSingle(api, game.I, outcome, '100');
    const couponId = placement.coupons[0]?.id;
    if (placement.status === 'accepted' && couponId !== undefined) return couponId;
    refusals.push(placement.reason ?? placement.status);
  }
  throw new Error(`no live single was accepted in ten tries: ${refusals.join(', ')}`);
}
