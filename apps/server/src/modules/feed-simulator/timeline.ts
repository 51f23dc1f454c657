import type { FeedEventKind } from '@arenabet/contracts';
import type {
  PeriodScore,
  PeriodTimer,
  ScorePair,
  Span,
  Step,
  TimedEvent,
  Timeline,
} from './model.ts';

/** Writes a timeline in order of play: the models call it as they play a game through. */
export class TimelineBuilder {
  private readonly steps: Step[] = [];
  private readonly periods: Span[] = [];
  private readonly events: TimedEvent[] = [];
  private readonly locks: Span[] = [];
  private score: ScorePair = { home: 0, away: 0 };
  private periodScores: PeriodScore[] = [];
  private inner: ScorePair | undefined;
  private info: { key: string; value: string }[] | undefined;
  private period = 1;

  /**
   * Events carry the shown timer: with `periodClock`, each period's timer starts where the
   * previous period's nominal length ends (a goal in the 2nd half is past 45:00); without it,
   * the timer is the match time.
   */
  constructor(private readonly periodClock?: { clock: number; play: number }) {
    this.snapshot(0);
    this.event(0, 'game_start', 0);
  }

  get current(): ScorePair {
    return this.score;
  }

  get currentPeriod(): number {
    return this.period;
  }

  /** A new period; `timer` where its clock is not the sport's regular one (an overtime). */
  startPeriod(at: number, period: number, timer?: PeriodTimer): void {
    this.period = period;
    this.periodScores = [...this.periodScores, { period, score: { home: 0, away: 0 } }];
    this.periods.push({ start: at, end: at, ...(timer ? { timer } : {}) });
    if (this.inner) this.inner = { home: 0, away: 0 };
    this.snapshot(at);
  }

  endPeriod(at: number): void {
    const span = this.periods.at(-1);
    if (span) span.end = at;
    this.event(at, 'period_end', 0, this.period);
  }

  /** Adds points to a side's score and to the current period's score. */
  addScore(at: number, side: 1 | 2, points: number, kind?: FeedEventKind): void {
    const key = side === 1 ? 'home' : 'away';
    this.score = { ...this.score, [key]: this.score[key] + points };
    this.periodScores = this.periodScores.map((p) =>
      p.period === this.period
        ? { period: p.period, score: { ...p.score, [key]: p.score[key] + points } }
        : p,
    );
    this.snapshot(at);
    if (kind) this.event(at, kind, side);
  }

  /** Sets the whole score (sports whose match score counts sets or maps won). */
  setScore(at: number, score: ScorePair): void {
    this.score = score;
    this.snapshot(at);
  }

  /** Points inside a set or map, shown as the current period's score (with who serves next). */
  setInner(
    at: number,
    inner: ScorePair,
    side: 0 | 1 | 2,
    info?: { key: string; value: string }[],
  ): void {
    this.inner = inner;
    if (info) this.info = info;
    this.periodScores = this.periodScores.map((p) =>
      p.period === this.period ? { period: p.period, score: inner } : p,
    );
    this.snapshot(at);
    this.event(at, 'point', side);
  }

  setInfo(at: number, info: { key: string; value: string }[]): void {
    this.info = info;
    this.snapshot(at);
  }

  event(
    at: number,
    kind: FeedEventKind,
    side: 0 | 1 | 2,
    period?: number,
    playerId?: number,
  ): void {
    this.events.push({
      at,
      event: {
        kind,
        atSeconds: Math.round(this.timerAt(at)),
        side,
        score: { ...this.score },
        ...(period === undefined ? {} : { period }),
        ...(playerId === undefined ? {} : { playerId }),
      },
    });
  }

  /** Markets close from `before` seconds ahead of `at` until `after` seconds past it. */
  lock(at: number, before: number, after: number): void {
    this.locks.push({ start: Math.max(0, at - before), end: at + after });
  }

  /** Ends the game; the winner is the side ahead unless a shoot-out or penalties decided it. */
  finish(at: number, winner: 0 | 1 | 2 = sideAhead(this.score)): Timeline {
    this.event(at, 'result', 0);
    const locks = mergeSpans(
      this.locks
        .filter((span) => span.start < at)
        .map((s) => ({ start: s.start, end: Math.min(s.end, at) })),
    );
    return {
      winner,
      steps: this.steps,
      periods: this.periods,
      events: this.events,
      locks,
      duration: at,
    };
  }

  private timerAt(at: number): number {
    const span = this.periods.at(-1);
    if (!span || (!span.timer && !this.periodClock)) return at;
    // After a period has ended (a shoot-out after extra time) its clock stands.
    const played = (span.end > span.start ? Math.min(at, span.end) : at) - span.start;
    if (span.timer) return span.timer.from + played * span.timer.rate;
    if (!this.periodClock) return at;
    const index = this.periods.length - 1;
    return (
      index * this.periodClock.clock + played * (this.periodClock.clock / this.periodClock.play)
    );
  }

  private snapshot(at: number): void {
    const step: Step = {
      at,
      score: this.score,
      periodScores: this.periodScores,
      period: this.period,
      ...(this.inner ? { inner: this.inner } : {}),
      ...(this.info ? { info: this.info } : {}),
    };
    // Several changes at one moment make one step.
    if (this.steps.at(-1)?.at === at) this.steps[this.steps.length - 1] = step;
    else this.steps.push(step);
  }
}

function sideAhead(score: ScorePair): 0 | 1 | 2 {
  if (score.home === score.away) return 0;
  return score.home > score.away ? 1 : 2;
}

function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
