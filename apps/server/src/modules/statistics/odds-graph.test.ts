import { describe, expect, it } from 'vitest';
import { oddsSeries } from './odds-graph.ts';

describe('oddsSeries', () => {
  it('draws one line per outcome over the whole span, carrying odds a change left out', () => {
    const series = oddsSeries(
      [
        { at: 200, odds: { 1: 2.1, 3: 3.3 } },
        { at: 100, odds: { 1: 2.0, 2: 3.1, 3: 3.5 } },
        { at: 300, odds: { 2: 3.0 } },
      ],
      (type) => `T${type}`,
    );
    expect(series).toEqual([
      {
        type: 1,
        name: 'T1',
        points: [
          { at: 100, odds: 2.0 },
          { at: 200, odds: 2.1 },
          { at: 300, odds: 2.1 },
        ],
      },
      {
        type: 2,
        name: 'T2',
        points: [
          { at: 100, odds: 3.1 },
          { at: 200, odds: 3.1 },
          { at: 300, odds: 3.0 },
        ],
      },
      {
        type: 3,
        name: 'T3',
        points: [
          { at: 100, odds: 3.5 },
          { at: 200, odds: 3.3 },
          { at: 300, odds: 3.3 },
        ],
      },
    ]);
  });

  it('is empty without history', () => {
    expect(oddsSeries([], String)).toEqual([]);
  });
});
