import { describe, expect, it } from 'vitest';
import {
  type BetsView,
  DEFAULT_BETS_VIEW,
  isFiltered,
  readBetsView,
  writeBetsView,
} from './bets-view.ts';

const read = (query: string) => readBetsView(new URLSearchParams(query));

describe('readBetsView and writeBetsView', () => {
  it('reads an empty address as the default period with every coupon', () => {
    expect(read('')).toEqual(DEFAULT_BETS_VIEW);
    expect(writeBetsView(DEFAULT_BETS_VIEW).toString()).toBe('');
  });

  it('gives back what it wrote', () => {
    const view: BetsView = { from: '2025-01-01', to: '2025-01-31', state: 'won', kind: 'express' };
    expect(read(writeBetsView(view).toString())).toEqual(view);
  });

  it('reads a value that is not ours as the default instead of failing', () => {
    expect(read('from=2025-02-30&to=yesterday&state=cashed&kind=multi')).toEqual(DEFAULT_BETS_VIEW);
  });
});

describe('isFiltered', () => {
  it('counts any chosen filter', () => {
    expect(isFiltered(DEFAULT_BETS_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_BETS_VIEW, state: 'open' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_BETS_VIEW, to: '2025-01-01' })).toBe(true);
  });
});
