import { describe, expect, it } from 'vitest';
import { betsPeriod, betsRequest } from './bets-request.ts';
import { DEFAULT_BETS_VIEW } from './bets-view.ts';

// Late in the evening UTC: the day is still the 10th wherever the test runs.
const TODAY = new Date('2025-03-10T22:30:00Z');

describe('betsPeriod', () => {
  it("defaults to the site's history days, today included", () => {
    expect(betsPeriod({ from: null, to: null }, TODAY, 7)).toEqual({
      date_from: '2025-03-04',
      date_to: '2025-03-10',
    });
    expect(betsPeriod({ from: null, to: null }, TODAY, 14).date_from).toBe('2025-02-25');
    expect(betsPeriod({ from: null, to: null }, TODAY, 1).date_from).toBe('2025-03-10');
  });

  it('closes a half-given range: the end is today, the start the default days before the end', () => {
    expect(betsPeriod({ from: '2025-01-05', to: null }, TODAY, 7)).toEqual({
      date_from: '2025-01-05',
      date_to: '2025-03-10',
    });
    expect(betsPeriod({ from: null, to: '2025-02-02' }, TODAY, 7)).toEqual({
      date_from: '2025-01-27',
      date_to: '2025-02-02',
    });
  });

  it('reads a backwards range the right way round', () => {
    expect(betsPeriod({ from: '2025-02-01', to: '2025-01-01' }, TODAY, 7)).toEqual({
      date_from: '2025-01-01',
      date_to: '2025-02-01',
    });
  });
});

describe('betsRequest', () => {
  it('sends the period always, and the state and kind only when chosen', () => {
    expect(betsRequest(DEFAULT_BETS_VIEW, TODAY, 7)).toEqual({
      date_from: '2025-03-04',
      date_to: '2025-03-10',
    });
    expect(
      betsRequest({ ...DEFAULT_BETS_VIEW, state: 'refunded', kind: 'system' }, TODAY, 7),
    ).toEqual({
      date_from: '2025-03-04',
      date_to: '2025-03-10',
      state: 'refunded',
      kind: 'system',
    });
  });
});
