import { CRASH_MAX_POINT } from '@arenabet/domain/casino/shared-tables';
import { describe, expect, it } from 'vitest';
import { autoCashoutOf, crashText, curvePath, flightMultiplier } from './crash-view.ts';

describe('the crash table view', () => {
  it('writes multipliers with two decimals', () => {
    expect(crashText(100)).toBe('1.00×');
    expect(crashText(237)).toBe('2.37×');
    expect(crashText(1_000_000)).toBe('10000.00×');
  });

  it('climbs as the server counts and stops at the highest point', () => {
    expect(flightMultiplier(0)).toBe(100);
    expect(flightMultiplier(-50)).toBe(100);
    expect(flightMultiplier(11_552)).toBe(199);
    expect(flightMultiplier(11_553)).toBe(200);
    expect(flightMultiplier(10_000_000)).toBe(CRASH_MAX_POINT);
  });

  it('reads an auto cash-out as the player types it', () => {
    expect(autoCashoutOf('')).toEqual({ value: undefined });
    expect(autoCashoutOf(' 2.5 ')).toEqual({ value: 250 });
    expect(autoCashoutOf('1,01')).toEqual({ value: 101 });
    expect(autoCashoutOf('1')).toEqual({ problem: 'crash_target_invalid' });
    expect(autoCashoutOf('1.005')).toEqual({ problem: 'crash_target_invalid' });
    expect(autoCashoutOf('10001')).toEqual({ problem: 'crash_target_invalid' });
    expect(autoCashoutOf('abc')).toEqual({ problem: 'crash_target_invalid' });
  });

  it('draws the curve from the bottom left to inside its box', () => {
    const path = curvePath(20_000, { width: 400, height: 200 }, 4);
    expect(path.startsWith('M0.0 200.0L')).toBe(true);
    const last = path.split('L').at(-1)?.split(' ').map(Number) ?? [];
    expect(last[0]).toBeGreaterThan(300);
    expect(last[0]).toBeLessThanOrEqual(400);
    expect(last[1]).toBeGreaterThanOrEqual(0);
    expect(last[1]).toBeLessThan(100);
  });
});
