import { couponRequest } from '@arenabet/contracts';
import { EXPRESS_BOOST_TABLE } from '@arenabet/domain/betting/index';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../../shared/bets/request-fingerprint.ts';
import { stakeOnWire } from '../../../shared/bets/stake-on-wire.ts';
import {
  autoBetTarget,
  boostTaken,
  buildCouponRequest,
  hasStake,
  oneClickRequest,
  withAutoBet,
} from './coupon-request.ts';
import { EMPTY_COUPON } from './coupon-store.ts';
import { testPick } from './coupon-test-kit.ts';

const three = [
  testPick({ gameId: 1 }),
  testPick({ gameId: 2, group: 17, type: 9, param: 2.5, coef: 2 }),
  testPick({ gameId: 3, coef: 1.5 }),
];

describe('the express boost', () => {
  const boost = { table: EXPRESS_BOOST_TABLE, minLegOdds: 1200 };

  it('is asked for an express that earns one, unless the player declined it', () => {
    const express = { ...EMPTY_COUPON, picks: three, stake: '5' };
    expect(boostTaken(express, boost)).toBe(3);
    expect(buildCouponRequest(express, 0, boost).isExpressBoost).toBe(true);
    expect(boostTaken({ ...express, declineBoost: true }, boost)).toBeUndefined();
    expect(buildCouponRequest({ ...express, declineBoost: true }, 0, boost)).not.toHaveProperty(
      'isExpressBoost',
    );
  });

  it('is not asked where the site has none, for a system, or below the minimum price', () => {
    const express = { ...EMPTY_COUPON, picks: three, stake: '5' };
    expect(buildCouponRequest(express, 0)).not.toHaveProperty('isExpressBoost');
    expect(boostTaken({ ...express, kind: 'system' }, boost)).toBeUndefined();
    const short = three.map((pick, i) => (i === 0 ? { ...pick, coef: 1.1 } : pick));
    expect(boostTaken({ ...express, picks: short }, boost)).toBeUndefined();
    expect(requestFingerprint(buildCouponRequest(express, 0, boost))).not.toBe(
      requestFingerprint(buildCouponRequest(express, 0)),
    );
  });
});

describe('the auto-bet', () => {
  const single = buildCouponRequest({ ...EMPTY_COUPON, picks: [testPick()], stake: '5' }, 0);
  const asked = { autoBet: true, autoBetCf: '2.5', dropOnScoreChange: false };

  it('reads a target of odds above 1 only', () => {
    expect(autoBetTarget('2.5')).toBe(2.5);
    expect(autoBetTarget('2.')).toBe(2);
    for (const text of ['', '1', '0.9', 'x', '20000']) expect(autoBetTarget(text)).toBeUndefined();
  });

  it('makes a single or an express an auto-bet when asked, with its score rule', () => {
    expect(withAutoBet(single, asked)).toMatchObject({ isAutoBet: true, autoBetCf: 2.5 });
    expect(withAutoBet(single, { ...asked, dropOnScoreChange: true }).dropOnScoreChange).toBe(true);
    expect(withAutoBet(single, { ...asked, autoBet: false })).toBe(single);
    expect(withAutoBet(single, { ...asked, autoBetCf: '' })).toBe(single);
    const system = buildCouponRequest({ ...EMPTY_COUPON, picks: three, kind: 'system' }, 0);
    expect(withAutoBet(system, asked)).toBe(system);
    expect(requestFingerprint(withAutoBet(single, asked))).not.toBe(requestFingerprint(single));
  });
});

describe('buildCouponRequest', () => {
  it('sends a single with its stake and the policy', () => {
    const request = buildCouponRequest(
      { ...EMPTY_COUPON, picks: [testPick()], kind: 'system', stake: '10.5' },
      1,
    );
    expect(request).toEqual({
      couponEvents: [{ gameId: 1, group: 1, type: 1, coef: 1.85 }],
      vid: 0,
      checkCf: 1,
      summ: '10.5',
    });
    expect(couponRequest.safeParse(request).success).toBe(true);
  });

  it('sends an express by default, with the line of a total', () => {
    const request = buildCouponRequest({ ...EMPTY_COUPON, picks: three, stake: '5' }, 0);
    expect(request.vid).toBe(1);
    expect(request.expressNum).toBeUndefined();
    expect(request.couponEvents[1]).toEqual({ gameId: 2, group: 17, type: 9, param: 2.5, coef: 2 });
  });

  it('sends a system with its size fitted to the outcomes', () => {
    const request = buildCouponRequest(
      { ...EMPTY_COUPON, picks: three, kind: 'system', systemSize: 9, stake: '30' },
      2,
    );
    expect(request).toMatchObject({ vid: 2, expressNum: 2, summ: '30', checkCf: 2 });
  });

  it('sends multi stakes in the outcomes order, without a whole-coupon stake', () => {
    const request = buildCouponRequest(
      {
        ...EMPTY_COUPON,
        picks: three,
        kind: 'multi',
        stake: '99',
        multiStakes: { '3/1:1': '7', '1/1:1': '2.50' },
      },
      0,
    );
    expect(request.vid).toBe(3);
    expect(request.summ).toBeUndefined();
    expect(request.groupsSumms).toEqual(['2.50', '0', '7']);
    expect(hasStake(request)).toBe(true);
  });

  it('leaves out a stake that is not typed yet', () => {
    expect(
      buildCouponRequest({ ...EMPTY_COUPON, picks: three, stake: '' }, 0).summ,
    ).toBeUndefined();
    expect(stakeOnWire('12.')).toBe('12');
    expect(stakeOnWire('.')).toBeUndefined();
    const multi = buildCouponRequest({ ...EMPTY_COUPON, picks: three, kind: 'multi' }, 0);
    expect(multi.groupsSumms).toBeUndefined();
    expect(hasStake(multi)).toBe(false);
  });

  it('makes a one-click single', () => {
    const request = oneClickRequest(testPick(), '3', 0);
    expect(request).toMatchObject({ vid: 0, summ: '3', oneClickBet: true, checkCf: 0 });
  });

  it('fingerprints the coupon, not the order of the fields', () => {
    const a = buildCouponRequest({ ...EMPTY_COUPON, picks: three, stake: '5' }, 0);
    const b = buildCouponRequest({ ...EMPTY_COUPON, picks: three, stake: '5' }, 0);
    const c = buildCouponRequest({ ...EMPTY_COUPON, picks: three, stake: '6' }, 0);
    expect(requestFingerprint(a)).toBe(requestFingerprint({ ...b }));
    expect(requestFingerprint(a)).not.toBe(requestFingerprint(c));
  });
});
