import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_INSTANT } from '../testing/test-instant.ts';
import { breakHolds, holdingBreak, selfExclusionEnd, timeOutEnd } from './breaks.ts';
import {
  currentWindow,
  type LimitWindow,
  limitRefusal,
  limitReviewDue,
  type PlayerLimit,
  pendingChangeApplies,
  periodStart,
  planLimitChange,
} from './limits.ts';
import { PGSI_QUESTIONS, type PgsiAnswer, pgsiBand, scorePgsi } from './pgsi.ts';
import { isRealityCheckInterval, nextRealityCheck, sessionPosition } from './reality-check.ts';
import { DAY_MS, UK_RESPONSIBLE_RULES } from './rules.ts';

const HOUR_MS = 60 * 60_000;
const at = (ms: number) => new Date(TEST_INSTANT.getTime() + ms);

describe('limit periods', () => {
  it('renews a day and a week from the moment the limit was set', () => {
    const limit = { period: 'day' as const, anchoredAt: TEST_INSTANT };
    expect(currentWindow(limit, at(23 * HOUR_MS))).toEqual({
      startsAt: TEST_INSTANT,
      resetsAt: at(DAY_MS),
    });
    expect(currentWindow(limit, at(DAY_MS)).startsAt).toEqual(at(DAY_MS));
    const week = { period: 'week' as const, anchoredAt: TEST_INSTANT };
    expect(currentWindow(week, at(15 * DAY_MS)).resetsAt).toEqual(at(21 * DAY_MS));
  });

  it('keeps a month on its day, the last of a shorter month', () => {
    const anchoredAt = new Date('2027-01-31T09:30:00.000Z');
    expect(periodStart(anchoredAt, 'month', 1)).toEqual(new Date('2027-02-28T09:30:00.000Z'));
    expect(periodStart(anchoredAt, 'month', 2)).toEqual(new Date('2027-03-31T09:30:00.000Z'));
    expect(periodStart(anchoredAt, 'month', 13)).toEqual(new Date('2028-02-29T09:30:00.000Z'));
    const window = currentWindow(
      { period: 'month', anchoredAt },
      new Date('2027-03-01T00:00:00.000Z'),
    );
    expect(window).toEqual({
      startsAt: new Date('2027-02-28T09:30:00.000Z'),
      resetsAt: new Date('2027-03-31T09:30:00.000Z'),
    });
  });

  it('always finds the window that holds the moment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day', 'week', 'month' as const),
        fc.integer({ min: 0, max: 3 * 365 * DAY_MS }),
        (period, offset) => {
          const window = currentWindow({ period, anchoredAt: TEST_INSTANT }, at(offset));
          expect(window.startsAt <= at(offset) && at(offset) < window.resetsAt).toBe(true);
        },
      ),
    );
  });
});

describe('limit refusals', () => {
  const limit = (kind: PlayerLimit['kind'], period: PlayerLimit['period'], value: number) => ({
    kind,
    period,
    value,
    anchoredAt: TEST_INSTANT,
  });
  /** Used so far: 40.00 in each period. */
  const used = () => 4_000;

  it('lets an attempt through up to the limit and refuses the first unit past it', () => {
    const limits = [limit('deposit', 'day', 5_000)];
    expect(limitRefusal(limits, { kind: 'deposit', amount: 1_000 }, at(HOUR_MS), used)).toBe(
      undefined,
    );
    expect(limitRefusal(limits, { kind: 'deposit', amount: 1_001 }, at(HOUR_MS), used)).toEqual({
      kind: 'deposit',
      period: 'day',
      value: 5_000,
      used: 4_000,
      left: 1_000,
      resetsAt: at(DAY_MS),
    });
  });

  it('names the lowest of several periods, which binds', () => {
    const limits = [
      limit('deposit', 'month', 100_000),
      limit('deposit', 'week', 4_500),
      limit('deposit', 'day', 6_000),
    ];
    const refusal = limitRefusal(limits, { kind: 'deposit', amount: 1_000 }, at(HOUR_MS), used);
    expect(refusal).toMatchObject({ period: 'week', left: 500, resetsAt: at(7 * DAY_MS) });
  });

  it('counts a stake against the wager and loss limits, not the deposit limit', () => {
    const usedBy = (l: PlayerLimit, _window: LimitWindow) => (l.kind === 'loss' ? 4_900 : 0);
    const limits = [
      limit('deposit', 'day', 1),
      limit('wager', 'day', 10_000),
      limit('loss', 'day', 5_000),
    ];
    expect(limitRefusal(limits, { kind: 'stake', amount: 100 }, at(0), usedBy)).toBe(undefined);
    expect(limitRefusal(limits, { kind: 'stake', amount: 101 }, at(0), usedBy)?.kind).toBe('loss');
  });

  it('never lets a sum of attempts pass a limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 40 }), (attempts) => {
        const limits = [limit('wager', 'day', 10_000)];
        let spent = 0;
        for (const amount of attempts) {
          if (!limitRefusal(limits, { kind: 'stake', amount }, at(0), () => spent)) spent += amount;
        }
        expect(spent).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});

describe('limit changes', () => {
  it('takes a new limit and a decrease at once', () => {
    expect(planLimitChange(undefined, 5_000, TEST_INSTANT)).toEqual({ effect: 'now' });
    expect(planLimitChange(5_000, 4_000, TEST_INSTANT)).toEqual({ effect: 'now' });
  });

  it('holds an increase or a removal for 24 h and asks for it again after', () => {
    const plan = planLimitChange(5_000, 6_000, TEST_INSTANT);
    expect(plan).toEqual({ effect: 'pending', appliesAt: at(DAY_MS), needsConfirmation: true });
    expect(planLimitChange(5_000, undefined, TEST_INSTANT)).toEqual(plan);
    if (plan.effect !== 'pending') return;
    expect(pendingChangeApplies(plan, at(DAY_MS - 1))).toBe(false);
    expect(pendingChangeApplies(plan, at(DAY_MS))).toBe(false);
    expect(pendingChangeApplies({ ...plan, confirmedAt: at(DAY_MS - 1) }, at(DAY_MS))).toBe(false);
    expect(pendingChangeApplies({ ...plan, confirmedAt: at(DAY_MS + 5) }, at(DAY_MS + 5))).toBe(
      true,
    );
  });

  it('applies an increase by the delay alone where the jurisdiction asks no confirmation', () => {
    const rules = {
      ...UK_RESPONSIBLE_RULES,
      confirmIncreaseAfterDelay: false,
      limitIncreaseDelayMs: 72 * HOUR_MS,
    };
    const plan = planLimitChange(5_000, 9_000, TEST_INSTANT, rules);
    if (plan.effect !== 'pending') throw new Error('an increase applied at once');
    expect(pendingChangeApplies(plan, at(72 * HOUR_MS - 1))).toBe(false);
    expect(pendingChangeApplies(plan, at(72 * HOUR_MS))).toBe(true);
  });

  it('asks for a review six months after the limits were set', () => {
    expect(limitReviewDue(new Date('2027-03-31T12:00:00.000Z'))).toEqual(
      new Date('2027-09-30T12:00:00.000Z'),
    );
  });
});

describe('time-outs and self-exclusion', () => {
  it('ends a day-long time-out at 24 h and not before', () => {
    const endsAt = timeOutEnd('day', TEST_INSTANT) ?? null;
    const timeOut = { kind: 'time_out' as const, startedAt: TEST_INSTANT, endsAt };
    expect(endsAt).toEqual(at(DAY_MS));
    expect(breakHolds(timeOut, at(DAY_MS - 1))).toBe(true);
    expect(breakHolds(timeOut, at(DAY_MS))).toBe(false);
  });

  it('offers a time-out of a day up to six weeks, and nothing outside', () => {
    expect(timeOutEnd('six_weeks', TEST_INSTANT)).toEqual(at(42 * DAY_MS));
    expect(timeOutEnd({ days: 10 }, TEST_INSTANT)).toEqual(at(10 * DAY_MS));
    expect(timeOutEnd({ days: 43 }, TEST_INSTANT)).toBe(undefined);
    expect(timeOutEnd({ days: 0.5 }, TEST_INSTANT)).toBe(undefined);
    expect(timeOutEnd({ days: Number.NaN }, TEST_INSTANT)).toBe(undefined);
  });

  it('excludes for six months at least, or for good, with no end before its end', () => {
    const endsAt = selfExclusionEnd('six_months', TEST_INSTANT);
    expect(endsAt).toEqual(new Date('2026-09-14T14:20:00.000Z'));
    const exclusion = {
      kind: 'self_exclusion' as const,
      startedAt: TEST_INSTANT,
      endsAt: endsAt ?? null,
    };
    expect(breakHolds(exclusion, new Date('2026-09-14T14:19:59.999Z'))).toBe(true);
    expect(selfExclusionEnd('permanent', TEST_INSTANT)).toBe(null);
    const forGood = { ...exclusion, endsAt: null };
    expect(breakHolds(forGood, at(100 * 365 * DAY_MS))).toBe(true);
    const malta = { ...UK_RESPONSIBLE_RULES, selfExclusionMinMonths: 12 };
    expect(selfExclusionEnd('six_months', TEST_INSTANT, malta)).toBe(undefined);
  });

  it('tells the break that ends last', () => {
    const timeOut = { kind: 'time_out' as const, startedAt: TEST_INSTANT, endsAt: at(DAY_MS) };
    const exclusion = {
      kind: 'self_exclusion' as const,
      startedAt: at(HOUR_MS),
      endsAt: at(200 * DAY_MS),
    };
    expect(holdingBreak([timeOut, exclusion], at(2 * HOUR_MS))).toBe(exclusion);
    expect(holdingBreak([timeOut, exclusion], at(30 * 60_000))).toBe(timeOut);
    expect(holdingBreak([timeOut], at(DAY_MS))).toBe(undefined);
  });
});

describe('reality checks', () => {
  it('comes at the chosen interval from sign-in, then from each answer', () => {
    expect(nextRealityCheck(TEST_INSTANT, 30)).toEqual(at(30 * 60_000));
    expect(nextRealityCheck(TEST_INSTANT, 30, at(31 * 60_000))).toEqual(at(61 * 60_000));
    expect(isRealityCheckInterval(30)).toBe(true);
    expect(isRealityCheckInterval(7)).toBe(false);
  });

  it('shows the session time and wins less stakes', () => {
    expect(sessionPosition(TEST_INSTANT, at(90_000), 2_500, 1_000)).toEqual({
      elapsedMs: 90_000,
      net: -1_500,
    });
  });
});

describe('PGSI self-assessment', () => {
  const all = (answer: PgsiAnswer) =>
    Object.fromEntries(PGSI_QUESTIONS.map((question) => [question, answer]));

  it('scores nine answers 0-3 into 0-27', () => {
    expect(scorePgsi(all('never'))).toEqual({ score: 0, band: 'non_problem' });
    expect(scorePgsi(all('almost_always'))).toEqual({ score: 27, band: 'problem' });
    expect(scorePgsi({ ...all('never'), pgsi_chase_losses: 'most_of_the_time' })).toEqual({
      score: 2,
      band: 'low_risk',
    });
  });

  it('bands 0, 1-2, 3-7 and 8 and over', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(pgsiBand)).toEqual([
      'non_problem',
      'low_risk',
      'low_risk',
      'moderate_risk',
      'moderate_risk',
      'problem',
      'problem',
    ]);
  });

  it('scores nothing with a question unanswered or answered outside the scale', () => {
    const { pgsi_felt_guilty: _, ...eight } = all('sometimes');
    expect(scorePgsi(eight)).toBe(undefined);
    expect(scorePgsi({ ...all('never'), pgsi_felt_guilty: 'often' as PgsiAnswer })).toBe(undefined);
  });
});
