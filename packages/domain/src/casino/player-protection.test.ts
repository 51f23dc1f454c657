import { describe, expect, it } from 'vitest';
import { isCelebrated, minCycleMsOf, UK_CASINO_PROTECTION } from './player-protection.ts';

describe('casino player protection (UK defaults)', () => {
  it('spaces slot spins by 2.5 s and other rounds by 5 s, with no autoplay or turbo', () => {
    expect(minCycleMsOf('gem-mine')).toBe(2_500);
    expect(minCycleMsOf('roulette')).toBe(5_000);
    expect(UK_CASINO_PROTECTION).toMatchObject({ autoplayAllowed: false, turboAllowed: false });
  });

  it('takes another jurisdiction’s numbers when given', () => {
    const lenient = { ...UK_CASINO_PROTECTION, minSlotCycleMs: 0, minCycleMs: 1_000 };
    expect(minCycleMsOf('gem-mine', lenient)).toBe(0);
    expect(minCycleMsOf('dice', lenient)).toBe(1_000);
  });

  it('celebrates only a win above the stake, never a loss disguised as a win', () => {
    expect(isCelebrated(100, 101)).toBe(true);
    expect(isCelebrated(100, 100)).toBe(false);
    expect(isCelebrated(100, 50)).toBe(false);
  });
});
