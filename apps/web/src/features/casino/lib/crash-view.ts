import { multiplierAt } from '@arenabet/domain/casino/games/crash';
import { CRASH_MAX_POINT, CRASH_MIN_TARGET } from '@arenabet/domain/casino/shared-tables';

/*
 * What the crash table draws: the multiplier of the moment (the server's formula on the
 * server's clock), its text, and the curve climbing to it.
 */

/** The multiplier in hundredths `elapsedMs` into the flight, never past the table's highest. */
export function flightMultiplier(elapsedMs: number): number {
  return Math.min(multiplierAt(elapsedMs), CRASH_MAX_POINT);
}

/** Hundredths as the table writes a multiplier: 237 -> "2.37×". Digits as on every table. */
export function crashText(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/**
 * An auto cash-out typed as a multiplier ("2.5", "2,50") in hundredths, or the dictionary key of
 * why it cannot be one. Empty means none.
 */
export function autoCashoutOf(text: string): { value: number | undefined } | { problem: string } {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { value: undefined };
  if (!/^\d{1,5}(\.\d{0,2})?$/.test(typed)) return { problem: 'crash_target_invalid' };
  const value = Math.round(Number(typed) * 100);
  return value >= CRASH_MIN_TARGET && value <= CRASH_MAX_POINT
    ? { value }
    : { problem: 'crash_target_invalid' };
}

export interface CurveBox {
  width: number;
  height: number;
}

/** The span the chart shows: at least 8 s and 2.00×, growing with the flight. */
export function curveScale(elapsedMs: number, multiplier: number) {
  return {
    ms: Math.max(8_000, elapsedMs * 1.15),
    top: Math.max(200, 100 + (multiplier - 100) * 1.2),
  };
}

/**
 * The curve from take-off to `elapsedMs`, as an SVG path in a box whose origin is its bottom
 * left (1.00× at 0 s), scaled so the flight so far fills most of it.
 */
export function curvePath(elapsedMs: number, box: CurveBox, steps = 48): string {
  const end = Math.max(0, elapsedMs);
  const scale = curveScale(end, flightMultiplier(end));
  const x = (ms: number) => (ms / scale.ms) * box.width;
  const y = (hundredths: number) =>
    box.height - ((hundredths - 100) / (scale.top - 100)) * box.height;
  const points: string[] = [];
  for (let step = 0; step <= steps; step++) {
    const ms = (end * step) / steps;
    // Unfloored: a smooth line, where the figure shown steps by hundredths.
    const exact = Math.min(100 * Math.exp(0.000_06 * ms), CRASH_MAX_POINT);
    points.push(`${x(ms).toFixed(1)} ${y(exact).toFixed(1)}`);
  }
  return `M${points.join('L')}`;
}
