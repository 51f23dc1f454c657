import { WHEEL_ORDER } from '@arenabet/domain/casino/games/roulette-layout';

/*
 * The live wheel's turn, as a function of the server's clock: it spins at a steady pace while
 * the round runs (the pocket is the server's secret until it settles), then slows to a stop
 * with the pocket drawn under the marker. Pure, so every page at the table draws the same
 * wheel at the same moment.
 */

/** Degrees a millisecond while the ball runs: a turn a second. */
export const WHEEL_SPEED = 0.36;
/** How long the wheel takes to stop once the pocket is known: inside the result's 3 s. */
export const WHEEL_STOP_MS = 2_800;

const STEP = 360 / WHEEL_ORDER.length;

/** The turn (degrees, clockwise) that brings a pocket under the marker at the top. */
export function restingTurn(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket);
  return (((-index * STEP) % 360) + 360) % 360;
}

export interface WheelRun {
  startedAt: number;
  /** When the pocket was known (the round settled); undefined while it runs. */
  settledAt: number | undefined;
  pocket: number | undefined;
}

/**
 * The wheel's turn at `now`. Spinning: from the start at WHEEL_SPEED. Stopping: from the turn
 * at the settle onto the pocket within WHEEL_STOP_MS, leaving at the spin's own speed and
 * slowing smoothly to rest (a cubic whose speed is the spin's at the start and 0 at the end),
 * over the distance to the pocket nearest the one a steady braking would cover.
 */
export function wheelTurnAt(run: WheelRun, now: number): number {
  const spun = (until: number) => Math.max(0, until - run.startedAt) * WHEEL_SPEED;
  if (run.settledAt === undefined || run.pocket === undefined) return spun(now) % 360;
  const from = spun(run.settledAt);
  const sweep = WHEEL_SPEED * WHEEL_STOP_MS;
  let distance = (((restingTurn(run.pocket) - from) % 360) + 360) % 360;
  // Steady braking covers half the sweep; within [-150°, +210°) of it the cubic stays monotone.
  while (distance < sweep / 2 - 150) distance += 360;
  const k = sweep / distance;
  const u = Math.min(1, Math.max(0, (now - run.settledAt) / WHEEL_STOP_MS));
  const eased = k * u + (3 - 2 * k) * u ** 2 + (k - 2) * u ** 3;
  return (from + distance * eased) % 360;
}
