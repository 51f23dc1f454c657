import { describe, expect, it } from 'vitest';
import { returnText } from './rtp.ts';

describe('returnText', () => {
  it('publishes two decimals of a percent', () => {
    expect(returnText(36 / 37, 36 / 37, 'en')).toBe('97.30%');
  });

  it('gives the range where bets return differently', () => {
    expect(returnText(0.9458502, 0.9561998, 'en')).toMatch(/^94\.59%\s?[–-]\s?95\.62%$/);
    expect(returnText(0.98999, 0.99, 'en')).toBe('99.00%');
  });
});
