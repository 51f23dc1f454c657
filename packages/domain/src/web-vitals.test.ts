import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateWebVital, WEB_VITAL_BOUNDS, type WebVitalName } from './web-vitals.ts';

describe('rateWebVital', () => {
  it('is good up to and including the good bound', () => {
    expect(rateWebVital('FCP', 1800)).toBe('good');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('TTFB', 0)).toBe('good');
  });

  it('needs improvement between the bounds, the poor bound included', () => {
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('FID', 300)).toBe('needs-improvement');
  });

  it('is poor above the poor bound', () => {
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('TTFB', 1800.5)).toBe('poor');
  });

  it('never gets better as the value grows', () => {
    const names = Object.keys(WEB_VITAL_BOUNDS) as WebVitalName[];
    const rank = { good: 0, 'needs-improvement': 1, poor: 2 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (name, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank[rateWebVital(name, low)]).toBeLessThanOrEqual(rank[rateWebVital(name, high)]);
        },
      ),
    );
  });
});
