import type { SourceGameEvent } from '../feed/source.ts';
import type { Step, Timeline } from './model.ts';

/*
 * A played-out timeline, searchable by seconds of play: what shows at a moment, and when it
 * next changes (a step, a lock starting or ending, a period boundary, a re-pricing).
 */

export interface PlayState {
  /** The last instant at or before the asked moment at which anything changed. */
  at: number;
  step: Step;
  /** Equal keys show equal states. */
  key: string;
}

export class PlayIndex {
  private readonly stepTimes: number[];
  /** Instants where a lock or a period starts or ends. */
  private readonly marks: number[];

  /**
   * `phase` shifts this game's re-pricing instants (seconds of play) so that games starting on
   * the same minute do not all re-price on the same tick.
   */
  constructor(
    readonly timeline: Timeline,
    private readonly repriceEvery: number,
    private readonly phase: number,
  ) {
    this.stepTimes = timeline.steps.map((s) => s.at);
    const marks = new Set<number>([timeline.duration]);
    for (const span of [...timeline.locks, ...timeline.periods]) {
      marks.add(span.start);
      marks.add(span.end);
    }
    this.marks = [...marks].sort((a, b) => a - b);
  }

  stateAt(elapsed: number): PlayState {
    const step = Math.max(0, lastAtOrBefore(this.stepTimes, elapsed));
    const bucket = Math.floor(elapsed / this.repriceEvery);
    const mark = lastAtOrBefore(this.marks, elapsed);
    const at = Math.max(
      this.stepTimes[step] ?? 0,
      bucket * this.repriceEvery,
      this.marks[mark] ?? 0,
    );
    return { at, step: this.timeline.steps[step] as Step, key: `${step}|${bucket}|${mark}` };
  }

  /** Seconds of play at which the shown state next changes. */
  nextChangeAfter(elapsed: number): number {
    const step =
      this.stepTimes[lastAtOrBefore(this.stepTimes, elapsed) + 1] ?? Number.POSITIVE_INFINITY;
    const mark = this.marks[lastAtOrBefore(this.marks, elapsed) + 1] ?? Number.POSITIVE_INFINITY;
    const bucket = this.bucketStart(this.bucketOf(elapsed) + 1);
    return Math.min(step, mark, bucket, this.timeline.duration);
  }

  private bucketOf(elapsed: number): number {
    return Math.floor((elapsed + this.phase) / this.repriceEvery);
  }

  private bucketStart(bucket: number): number {
    return Math.max(0, bucket * this.repriceEvery - this.phase);
  }

  lockedAt(elapsed: number): boolean {
    return this.timeline.locks.some((span) => span.start <= elapsed && elapsed < span.end);
  }

  eventsUntil(elapsed: number): SourceGameEvent[] {
    return this.timeline.events.filter((e) => e.at <= elapsed).map((e) => e.event);
  }

  /**
   * Where the live odds graph has points: about `points` score changes (every n-th, for sports
   * scored point by point) and about `points` moments as time runs, on whole re-pricing periods
   * so that each falls on an instant the game changes.
   */
  graphMoments(points: number): number[] {
    const { steps, duration } = this.timeline;
    const stride = Math.ceil(steps.length / points);
    const moments = new Set(steps.filter((_, i) => i % stride === 0).map((s) => s.at));
    const buckets = Math.max(1, Math.ceil(duration / points / this.repriceEvery));
    for (let b = 0; this.bucketStart(b) < duration; b += buckets) moments.add(this.bucketStart(b));
    return [...moments].filter((e) => e < duration).sort((a, b) => a - b);
  }
}

/** Index of the last value at or before `value` in an ascending list; -1 before the first. */
function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let low = -1;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((sorted[mid] ?? 0) <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
