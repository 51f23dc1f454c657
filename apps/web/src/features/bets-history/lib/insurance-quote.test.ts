import { describe, expect, it } from 'vitest';
import { insurancePercentOf, insuranceQuote } from './insurance-quote.ts';

const offer = { playingStake: '100.00', marginPercent: 10, lossChance: 0.6 };

describe('the insurance quote on the panel', () => {
  it('insures a percent of the playing stake for the premium at the margin, rounded up', () => {
    // 50 % of 100.00 is 50.00; 50.00 × 0.6 / 0.9 = 33.333… -> 33.34.
    expect(insuranceQuote(offer, 50, 2)).toEqual({ insured: '50.00', premium: '33.34' });
    expect(insuranceQuote(offer, 100, 2)).toEqual({ insured: '100.00', premium: '66.67' });
  });

  it('rounds the insured amount down, in the currency precision', () => {
    expect(insuranceQuote({ ...offer, playingStake: '0.99' }, 10, 2).insured).toBe('0.09');
    expect(insuranceQuote({ ...offer, playingStake: '150', marginPercent: 0 }, 25, 0)).toEqual({
      insured: '37',
      premium: '23',
    });
  });

  it('takes only whole percents from 10 to 100 as typed', () => {
    expect(insurancePercentOf(' 35 ')).toBe(35);
    expect(insurancePercentOf('10')).toBe(10);
    expect(insurancePercentOf('100')).toBe(100);
    for (const typed of ['', '9', '101', '12.5', '-20', 'abc']) {
      expect(insurancePercentOf(typed)).toBeUndefined();
    }
  });
});
