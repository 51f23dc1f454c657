import { describe, expect, it } from 'vitest';
import { niceStep, oddsChartGeometry, timeTicks } from './odds-chart.ts';

const BOX = { width: 400, height: 200, inset: { start: 40, end: 10, top: 10, bottom: 30 } };

describe('niceStep', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(1, 5)).toBe(0.2);
    expect(niceStep(3.4, 5)).toBe(1);
    expect(niceStep(7200, 4)).toBe(2000);
    expect(niceStep(0, 5)).toBe(1);
  });
});

describe('timeTicks', () => {
  it('falls on whole hours of the viewer clock', () => {
    // 10:20 to 18:40 UTC; the viewer is at UTC+3 (13:20 to 21:40).
    const day = Date.UTC(2026, 0, 1) / 1000;
    const ticks = timeTicks(day + 10 * 3600 + 1200, day + 18 * 3600 + 2400, 4, 3 * 3600);
    expect(ticks.map((at) => ((at + 3 * 3600 - day) / 3600) % 24)).toEqual([15, 18, 21]);
  });
});

describe('oddsChartGeometry', () => {
  const series = [
    {
      type: 1,
      name: 'Home',
      points: [
        { at: 0, odds: 2 },
        { at: 50, odds: 1.8 },
        { at: 100, odds: 1.6 },
      ],
    },
    {
      type: 3,
      name: 'Away',
      points: [
        { at: 0, odds: 3 },
        { at: 100, odds: 4 },
      ],
    },
  ];

  it('draws each line as steps inside the plot, from the first moment to the last', () => {
    const { lines } = oddsChartGeometry(series, BOX);
    const home = lines[0];
    expect(home?.path.startsWith('M40 ')).toBe(true);
    expect(home?.path).toMatch(/^M40 [\d.]+H215V[\d.]+H390V[\d.]+$/);
    expect(home?.last).toMatchObject({ x: 390, odds: 1.6 });
    expect(home?.last.labelY).toBe(home?.last.y);
    for (const line of lines) {
      for (const value of line.path.match(/[\d.]+/g) ?? []) {
        expect(Number(value)).toBeGreaterThanOrEqual(10);
        expect(Number(value)).toBeLessThanOrEqual(390);
      }
    }
  });

  it('puts higher odds higher up', () => {
    const { lines } = oddsChartGeometry(series, BOX);
    expect(lines[1]?.last.y).toBeLessThan(lines[0]?.last.y ?? 0);
  });

  it('labels round odds and times inside the plot', () => {
    const { oddsTicks, timeTicks } = oddsChartGeometry(series, BOX);
    expect(oddsTicks.map((t) => t.odds)).toEqual([2, 3, 4]);
    for (const tick of oddsTicks) {
      expect(tick.y).toBeGreaterThanOrEqual(10);
      expect(tick.y).toBeLessThanOrEqual(170);
    }
    expect(timeTicks.map((t) => t.at)).toEqual([0, 60]);
  });

  it('moves the labels of lines that end together apart', () => {
    const close = [
      {
        type: 1,
        name: 'A',
        points: [
          { at: 0, odds: 2 },
          { at: 10, odds: 3.0 },
        ],
      },
      {
        type: 3,
        name: 'B',
        points: [
          { at: 0, odds: 2.5 },
          { at: 10, odds: 3.01 },
        ],
      },
    ];
    const [a, b] = oddsChartGeometry(close, BOX).lines;
    expect(Math.abs((a?.last.labelY ?? 0) - (b?.last.labelY ?? 0))).toBeGreaterThanOrEqual(14);
    expect(b?.last.labelY).toBeLessThan(a?.last.labelY ?? 0);
  });

  it('has nothing to draw without points, and copes with a single moment', () => {
    expect(oddsChartGeometry([], BOX)).toEqual({ lines: [], oddsTicks: [], timeTicks: [] });
    const single = oddsChartGeometry([{ type: 1, name: 'A', points: [{ at: 5, odds: 2 }] }], BOX);
    expect(single.lines[0]?.path).toBe(`M390 ${single.lines[0]?.last.y}`);
    expect(single.timeTicks).toEqual([{ x: 390, at: 5 }]);
  });
});
