import { unitOf } from './random.ts';

/*
 * The wall-clock side of a game: when it is offered, when it starts, whether and when it is
 * withdrawn, when its pre-match price drifts, and how seconds of play map to wall time at the
 * simulator's speed. All of it fixed by the seed and the game's id.
 */

const CANCEL_SHARE = 0.012;
/** A withdrawn game goes at most this long before its start. */
const CANCEL_LEAD_MS = 6 * 3600_000;
/** How far before the start the odds graph begins. */
const ODDS_HISTORY_LEAD_MS = 12 * 3600_000;
/** Largest pre-match move of the book's view, on the rating scale. */
const DRIFT = 0.08;

export class GameCalendar {
  readonly startMs: number;
  readonly publishMs: number;
  readonly cancelMs: number | undefined;
  /** Pre-match prices move once per period, each game on its own beat. */
  private readonly driftPeriodMs: number;
  private readonly driftOffsetMs: number;

  constructor(
    private readonly seed: number,
    private readonly id: number,
    fixture: { startsAt: number; publishAfter?: number; mayBeWithdrawn?: boolean },
    horizonMs: number,
    private readonly speed: number,
  ) {
    this.startMs = fixture.startsAt * 1000;
    // A game whose sides come from results still to be played is offered once they are known.
    this.publishMs = Math.max(this.startMs - horizonMs, (fixture.publishAfter ?? 0) * 1000);
    this.cancelMs =
      fixture.mayBeWithdrawn && unitOf(seed, id, 3) < CANCEL_SHARE
        ? Math.max(this.publishMs, this.startMs - Math.round(unitOf(seed, id, 4) * CANCEL_LEAD_MS))
        : undefined;
    this.driftPeriodMs = Math.round((1 + 3 * unitOf(seed, id, 5)) * 3600_000);
    this.driftOffsetMs = Math.round(unitOf(seed, id, 6) * this.driftPeriodMs);
  }

  /** Seconds of play since the start at wall time `ms`. */
  elapsedAt(ms: number): number {
    return ((ms - this.startMs) * this.speed) / 1000;
  }

  /** The first wall millisecond at which `elapsed` seconds of play have passed. */
  wallOf(elapsed: number): number {
    const ms = this.startMs + Math.ceil((elapsed * 1000) / this.speed);
    return this.elapsedAt(ms) < elapsed ? ms + 1 : ms;
  }

  driftIndex(ms: number): number {
    return Math.floor((ms - this.driftOffsetMs) / this.driftPeriodMs);
  }

  private driftStart(index: number): number {
    return this.driftOffsetMs + index * this.driftPeriodMs;
  }

  nextDriftAfter(ms: number): number {
    return this.driftStart(this.driftIndex(ms) + 1);
  }

  /** The pre-match move of the book's view at `ms`, on the rating scale. */
  tiltAt(ms: number): number {
    return DRIFT * (2 * unitOf(this.seed, this.id, 9, this.driftIndex(ms)) - 1);
  }

  oddsHistoryOpening(): number {
    return Math.max(this.publishMs, this.startMs - ODDS_HISTORY_LEAD_MS);
  }

  /** Where the pre-match odds graph has points: its opening and each drift before the start. */
  preMatchMoments(): number[] {
    const opening = this.oddsHistoryOpening();
    const moments = [opening];
    for (let k = this.driftIndex(opening) + 1; this.driftStart(k) < this.startMs; k += 1) {
      moments.push(this.driftStart(k));
    }
    return moments;
  }
}
