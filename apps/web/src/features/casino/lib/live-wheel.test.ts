import { WHEEL_ORDER } from '@arenabet/domain/casino/games/roulette-layout';
import { describe, expect, it } from 'vitest';
import { restingTurn, WHEEL_SPEED, WHEEL_STOP_MS, wheelTurnAt } from './live-wheel.ts';

const near = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('the live wheel', () => {
  it('spins at a steady pace while the round runs', () => {
    const run = { startedAt: 1_000, settledAt: undefined, pocket: undefined };
    expect(wheelTurnAt(run, 1_000)).toBe(0);
    expect(wheelTurnAt(run, 1_500)).toBeCloseTo(500 * WHEEL_SPEED);
  });

  it.each(WHEEL_ORDER.map((pocket) => [pocket]))(
    'stops on pocket %i, with no jump at the settle and always forwards',
    (pocket) => {
      const run = { startedAt: 0, settledAt: 9_000 + pocket * 17, pocket };
      const spinning = { ...run, settledAt: undefined, pocket: undefined };
      expect(
        near(wheelTurnAt(run, run.settledAt), wheelTurnAt(spinning, run.settledAt)),
      ).toBeLessThan(1e-6);
      expect(
        near(wheelTurnAt(run, run.settledAt + WHEEL_STOP_MS), restingTurn(pocket)),
      ).toBeLessThan(1e-6);
      expect(near(wheelTurnAt(run, run.settledAt + 60_000), restingTurn(pocket))).toBeLessThan(
        1e-6,
      );
      let last = wheelTurnAt(run, run.settledAt);
      for (let ms = 50; ms <= WHEEL_STOP_MS; ms += 50) {
        const turn = wheelTurnAt(run, run.settledAt + ms);
        const moved = (((turn - last) % 360) + 360) % 360;
        // Forwards, and never faster than twice the spin's own pace.
        expect(moved).toBeLessThanOrEqual(50 * WHEEL_SPEED * 2);
        last = turn;
      }
    },
  );
});
