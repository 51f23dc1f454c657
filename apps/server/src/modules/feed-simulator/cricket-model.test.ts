import { describe, expect, it } from 'vitest';
import { gameOf, playOut } from './model-test-kit.ts';
import { modelEntry } from './sport-models.ts';

const CRICKET = 31;
const model = modelEntry('cricket').model;

describe('T20 cricket', () => {
  it('keeps a tie in the score and names the super over’s winner', () => {
    let ties = 0;
    for (let seed = 1; seed <= 3000 && ties < 3; seed += 1) {
      const t = playOut(model, gameOf(CRICKET, {}, [0, 0]), seed);
      const last = t.steps.at(-1);
      const score = last?.score ?? { home: 0, away: 0 };
      const superOver = last?.info?.find((i) => i.key === 'superOver')?.value;
      if (score.home !== score.away) {
        expect(superOver).toBeUndefined();
        expect(t.winner).toBe(score.home > score.away ? 1 : 2);
        continue;
      }
      ties += 1;
      expect(superOver).toBe(String(t.winner));
      const during = t.steps.find((s) => s.info?.some((i) => i.key === 'superOver'));
      if (!during) throw new Error('no super over step');
      expect(model.clock(t, during.at + 1, during).text.en).toBe('Super over');
    }
    expect(ties).toBeGreaterThan(0);
  });
});
