import {
  COUPON_VIDS,
  type CouponView,
  couponRequest,
  type FeedOutcome,
  MARKET_GROUP,
  OUTCOME_TYPE,
} from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../../shared/bets/request-fingerprint.ts';
import { type BuilderPick, builderPickKey } from './builder-picks.ts';
import {
  builderBet,
  builderRequest,
  builderWin,
  hasBuilderStake,
  viewIsOf,
} from './builder-request.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;
const GAME = 4711;

const homeWin: BuilderPick = { group: G.result1x2, type: T.home, coef: 1.9 };
const over25: BuilderPick = { group: G.total, type: T.over, line: 2.5, coef: 1.8 };

function now(...outcomes: [BuilderPick, number][]): Map<string, FeedOutcome> {
  return new Map(
    outcomes.map(([pick, odds]) => [
      builderPickKey(pick),
      { ...pick, odds, oddsText: String(odds), locked: false },
    ]),
  );
}

function view(builderCoef: number | undefined, events: [BuilderPick, number][]): CouponView {
  return {
    vid: 1,
    events: events.map(([pick, coef]) => ({
      gameId: GAME,
      group: pick.group,
      type: pick.type,
      ...(pick.line === undefined ? {} : { param: pick.line }),
      coef,
      sentCoef: pick.coef,
      change: 'none',
      state: 'open',
      live: false,
      sportId: 1,
      champName: 'League',
      home: 'Home',
      away: 'Away',
      periodName: '',
      marketName: 'Market',
      outcomeName: 'Outcome',
      startsAt: 0,
    })),
    currency: { id: 1, iso: 'EUR', symbol: '€', precision: 2 },
    totalCoef: builderCoef ?? 1,
    betCount: 1,
    stakePerBet: '10',
    stake: '10',
    minStake: '0.1',
    maxStake: '1000',
    maxPayout: '100000',
    possibleWin: '29.50',
    taxes: { taxType: 0, stakeTax: '0', payoutTax: '0', netWin: '29.50' },
    problems: [],
    acceptanceDelaySeconds: 0,
    ...(builderCoef === undefined ? {} : { builder: { coef: builderCoef } }),
  };
}

describe('builderRequest', () => {
  it('asks nothing before two legs', () => {
    const coupon = { gameId: GAME, picks: [homeWin], stake: '10', checkCf: 0 as const };
    expect(builderRequest(coupon, now())).toBeUndefined();
  });

  it("is an express of the game's outcomes flagged as a builder, at the odds now", () => {
    const coupon = { gameId: GAME, picks: [homeWin, over25], stake: '10.', checkCf: 1 as const };
    const request = builderRequest(coupon, now([homeWin, 1.95]));
    expect(request).toEqual({
      couponEvents: [
        { gameId: GAME, group: G.result1x2, type: T.home, coef: 1.95 },
        { gameId: GAME, group: G.total, type: T.over, param: 2.5, coef: 1.8 },
      ],
      vid: COUPON_VIDS.express,
      checkCf: 1,
      builderCoupon: true,
      summ: '10',
    });
    expect(couponRequest.safeParse(request).success).toBe(true);
    expect(hasBuilderStake(request)).toBe(true);
  });

  it('leaves the stake out until one is typed', () => {
    const coupon = { gameId: GAME, picks: [homeWin, over25], stake: '', checkCf: 0 as const };
    const request = builderRequest(coupon, now());
    expect(request?.summ).toBeUndefined();
    expect(hasBuilderStake(request)).toBe(false);
  });
});

describe('builderBet', () => {
  const coupon = { gameId: GAME, picks: [homeWin, over25], stake: '10', checkCf: 0 as const };
  const request = builderRequest(coupon, now()) ?? { couponEvents: [], vid: 1 as const };

  it("sends the recount's builder odds, and its legs at the odds it saw", () => {
    const bet = builderBet(
      request,
      view(2.95, [
        [over25, 1.83],
        [homeWin, 1.9],
      ]),
    );
    expect(bet?.builderCoef).toBe(2.95);
    expect(bet?.couponEvents.map((event) => event.coef)).toEqual([1.9, 1.83]);
    expect(couponRequest.safeParse(bet).success).toBe(true);
  });

  it('places nothing while the recount has no price', () => {
    expect(builderBet(request, view(undefined, [[homeWin, 1.9]]))).toBeUndefined();
    expect(builderBet(request, undefined)).toBeUndefined();
  });

  it('is another bet, for its GUID, at other builder odds', () => {
    const a = builderBet(request, view(2.95, []));
    const b = builderBet(request, view(3.05, []));
    expect(a && requestFingerprint(a)).not.toBe(b && requestFingerprint(b));
  });
});

describe('viewIsOf', () => {
  it('holds for a recount of exactly these legs, in any order', () => {
    const answer = view(2.95, [
      [over25, 1.8],
      [homeWin, 1.9],
    ]);
    expect(viewIsOf(answer, [homeWin, over25])).toBe(true);
    expect(viewIsOf(answer, [homeWin])).toBe(false);
    expect(viewIsOf(answer, [homeWin, { ...over25, line: 3.5 }])).toBe(false);
    expect(viewIsOf(undefined, [homeWin, over25])).toBe(false);
  });
});

describe('builderWin', () => {
  const coupon = { gameId: GAME, picks: [homeWin, over25], stake: '10', checkCf: 0 as const };
  const request = builderRequest(coupon, now()) ?? { couponEvents: [], vid: 1 as const };

  it("is the recount's for the stake it counted, after taxes where there are any", () => {
    expect(builderWin(request, view(2.95, []), 2)).toBe('29.50');
    const taxed = {
      ...view(2.95, []),
      taxes: { taxType: 1, stakeTax: '0', payoutTax: '2.95', netWin: '26.55' },
    };
    expect(builderWin(request, taxed, 2)).toBe('26.55');
  });

  it('is counted at the builder odds for a stake typed since, and none under a tax', () => {
    const typed = { ...request, summ: '20' };
    expect(builderWin(typed, view(2.95, []), 2)).toBe('59.00');
    const taxed = {
      ...view(2.95, []),
      taxes: { taxType: 1, stakeTax: '1', payoutTax: '0', netWin: '1' },
    };
    expect(builderWin(typed, taxed, 2)).toBeUndefined();
  });

  it('is none without a stake or a price', () => {
    expect(builderWin({ ...request, summ: undefined }, view(2.95, []), 2)).toBeUndefined();
    expect(builderWin(request, view(undefined, []), 2)).toBeUndefined();
  });
});
