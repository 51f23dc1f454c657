import { GAME_STATUS, type GameStatus } from '@arenabet/reference/games';
import type { SourceGame, SourceSubGame } from '../feed/source.ts';
import type { Fixture } from './competition.ts';
import { GameCalendar } from './game-calendar.ts';
import { gameContextOf, playedTimeline } from './game-context.ts';
import { GAME_ID_LIMIT } from './game-ids.ts';
import { gameResult } from './game-result.ts';
import type { GameContext, LiveView, Step } from './model.ts';
import { PlayIndex } from './play-index.ts';
import { unitOf } from './random.ts';
import type { ModelEntry } from './sport-models.ts';
import { seasonIdOf } from './world.ts';

/*
 * One game through its life: offered (line), in play (live), awaiting its result, settled (or
 * cancelled). Everything about it is fixed by the seed and its id, and its state at a moment
 * changes only at known instants (a drift step, a score, a lock, a re-pricing), so the
 * simulator can ask when it next changes instead of looking at every game on every tick.
 */

export interface SimEnv {
  seed: number;
  speed: number;
  margin: number;
}

export type GamePhase = 'hidden' | 'line' | 'live' | 'closing' | 'settled' | 'cancelled';

/** The longest any game lasts, seconds of play (a T20 cricket match runs about three hours). */
export const LONGEST_GAME_SECONDS = 6 * 3600;
/** Wall time a finished game waits for its result (status 3) before it is settled. */
const SETTLE_DELAY_MS = 30_000;
/** Live odds graph points: about this many at score changes and as many more as time runs. */
const ODDS_GRAPH_LIVE_POINTS = 12;

const STATUS_OF: Readonly<Record<GamePhase, GameStatus>> = {
  hidden: GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
  line: GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
  live: GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
  closing: GAME_STATUS.BETS_ARE_NO_LONGER_ACCEPTED,
  settled: GAME_STATUS.SETTLED,
  cancelled: GAME_STATUS.CANCELED,
};

export class SimGame {
  readonly id: number;
  readonly calendar: GameCalendar;
  private readonly context: GameContext;
  private cachedPlay: PlayIndex | undefined;
  private cachedEndMs: number | undefined;
  private readonly oddsHistory: SourceGame['oddsHistory'] = [];
  private oddsHistoryUntilMs = Number.NEGATIVE_INFINITY;

  constructor(
    readonly fixture: Fixture,
    private readonly entry: ModelEntry,
    private readonly env: SimEnv,
    horizonMs: number,
  ) {
    this.id = fixture.id;
    this.calendar = new GameCalendar(env.seed, this.id, fixture, horizonMs, env.speed);
    this.context = gameContextOf(env.seed, fixture);
  }

  get startMs(): number {
    return this.calendar.startMs;
  }

  get publishMs(): number {
    return this.calendar.publishMs;
  }

  /** The game played out, simulated when first needed. */
  private get play(): PlayIndex {
    if (!this.cachedPlay) {
      const timeline = playedTimeline(this.env.seed, this.fixture, this.context);
      const every = this.entry.model.repriceEvery;
      this.cachedPlay = new PlayIndex(
        timeline,
        every,
        Math.floor(unitOf(this.env.seed, this.id, 10) * every),
      );
    }
    return this.cachedPlay;
  }

  private get endMs(): number {
    if (this.cachedEndMs === undefined) {
      this.cachedEndMs = this.calendar.wallOf(this.play.timeline.duration);
    }
    return this.cachedEndMs;
  }

  /** When the game is in play, wall milliseconds, or undefined when it is withdrawn. */
  liveSpan(): { from: number; to: number } | undefined {
    if (this.calendar.cancelMs !== undefined) return undefined;
    return { from: this.calendar.startMs, to: this.endMs };
  }

  phaseAt(ms: number): GamePhase {
    const { calendar } = this;
    if (ms < calendar.publishMs) return 'hidden';
    if (calendar.cancelMs !== undefined && ms >= calendar.cancelMs) return 'cancelled';
    if (ms < calendar.startMs) return 'line';
    const end = this.endMs;
    if (ms < end) return 'live';
    return ms < end + SETTLE_DELAY_MS ? 'closing' : 'settled';
  }

  /** Settled or cancelled: nothing about the game changes any more. */
  isOver(ms: number): boolean {
    const phase = this.phaseAt(ms);
    return phase === 'settled' || phase === 'cancelled';
  }

  /** Identity of what the game shows at `ms`: equal keys render equal games. */
  keyAt(ms: number): string {
    const phase = this.phaseAt(ms);
    if (phase === 'line') {
      const graphOpen = ms >= this.calendar.oddsHistoryOpening() ? 1 : 0;
      return `line|${this.calendar.driftIndex(ms)}|${graphOpen}`;
    }
    if (phase === 'live') return `live|${this.play.stateAt(this.calendar.elapsedAt(ms)).key}`;
    return phase;
  }

  /** The next wall millisecond after `ms` at which the game may show something new. */
  nextChangeAfter(ms: number): number {
    const { calendar } = this;
    switch (this.phaseAt(ms)) {
      case 'hidden':
        return calendar.publishMs;
      case 'line': {
        const next = Math.min(
          calendar.nextDriftAfter(ms),
          calendar.startMs,
          calendar.cancelMs ?? Number.POSITIVE_INFINITY,
        );
        // The odds graph opens at its own instant, which must be shown when it comes.
        const opening = calendar.oddsHistoryOpening();
        return opening > ms ? Math.min(opening, next) : next;
      }
      case 'live':
        return calendar.wallOf(this.play.nextChangeAfter(calendar.elapsedAt(ms)));
      case 'closing':
        return this.endMs + SETTLE_DELAY_MS;
      default:
        return Number.POSITIVE_INFINITY;
    }
  }

  private liveView(elapsed: number): LiveView {
    const state = this.play.stateAt(elapsed);
    return { elapsed: state.at, step: state.step, timeline: this.play.timeline };
  }

  render(ms: number): SourceGame {
    const phase = this.phaseAt(ms);
    this.extendOddsHistory(ms);
    const game = this.baseGame(phase);
    if (phase === 'line') return { ...game, ...this.markets(undefined, ms) };
    if (phase === 'live') {
      const view = this.liveView(this.calendar.elapsedAt(ms));
      const events = this.play.eventsUntil(view.elapsed);
      return { ...game, ...this.markets(view, ms), live: this.liveScore(view), events };
    }
    if (phase === 'closing' || phase === 'settled') {
      const { timeline } = this.play;
      const step = timeline.steps.at(-1) as Step;
      const view: LiveView = { elapsed: timeline.duration, step, timeline };
      const events = timeline.events.map((e) => e.event);
      const result = gameResult(this.id, timeline, this.entry.model);
      return { ...game, live: this.liveScore(view), events, result };
    }
    return game;
  }

  private baseGame(phase: GamePhase): SourceGame {
    const { fixture, entry } = this;
    return {
      id: this.id,
      sportId: fixture.champ.spec.sportId,
      champId: fixture.champ.champ.id,
      homeTeamId: fixture.home.team.id,
      ...(fixture.away ? { awayTeamId: fixture.away.team.id } : {}),
      startsAt: fixture.startsAt,
      seasonId: seasonIdOf(fixture.champ.champ.id, fixture.seasonYear),
      ...(entry.category === undefined ? {} : { category: entry.category }),
      priority: fixture.champ.spec.priority,
      status: STATUS_OF[phase],
      isLive: phase === 'live',
      outcomes: [],
      subGames: [],
      events: [],
      ...(fixture.runners ? { runners: fixture.runners.map((r) => r.name) } : {}),
      oddsHistory: [...this.oddsHistory],
    };
  }

  private markets(
    view: LiveView | undefined,
    ms: number,
  ): Pick<SourceGame, 'outcomes' | 'subGames' | 'scoreModel'> {
    const { model } = this.entry;
    const locked =
      view !== undefined && (model.lockedInPlay === true || this.play.lockedAt(view.elapsed));
    const context = view ? this.context : { ...this.context, tilt: this.calendar.tiltAt(ms) };
    const priced = model.price(context, view, { margin: this.env.margin, locked });
    const subGames: SourceSubGame[] = priced.subGames.map((sub) => ({
      id: this.id + GAME_ID_LIMIT * (sub.index + 1),
      periodName: sub.periodName,
      kind: 0,
      outcomes: sub.outcomes,
    }));
    const { scoreModel } = priced;
    return { outcomes: priced.outcomes, subGames, ...(scoreModel ? { scoreModel } : {}) };
  }

  private liveScore(view: LiveView): NonNullable<SourceGame['live']> {
    const clock = this.entry.model.clock(view.timeline, view.elapsed, view.step);
    return {
      score: view.step.score,
      periodScores: view.step.periodScores,
      period: clock.period,
      periodText: clock.text,
      ...(clock.timer === undefined ? {} : { timerSeconds: clock.timer }),
      info: view.step.info ?? [],
    };
  }

  /** Adds the odds graph's points up to `ms`: the same points whatever ticks led here. */
  private extendOddsHistory(ms: number): void {
    const until = Math.min(ms, this.calendar.cancelMs ?? ms);
    const after = this.oddsHistoryUntilMs;
    if (until <= after) return;
    for (const at of this.graphMoments(until)) {
      if (at <= after) continue;
      const odds = this.oddsAt(at);
      const last = this.oddsHistory.at(-1);
      if (odds && !(last && sameOdds(last.odds, odds))) {
        this.oddsHistory.push({ at: Math.floor(at / 1000), odds });
      }
    }
    this.oddsHistoryUntilMs = until;
  }

  /** Wall instants of the odds graph's points up to `until`, in order. */
  private graphMoments(until: number): number[] {
    const { calendar } = this;
    const moments = calendar.preMatchMoments();
    if (until >= calendar.startMs) {
      for (const e of this.play.graphMoments(ODDS_GRAPH_LIVE_POINTS))
        moments.push(calendar.wallOf(e));
    }
    return moments.filter((at) => at <= until);
  }

  private oddsAt(ms: number): Record<number, number> | undefined {
    const { model } = this.entry;
    const { calendar, env } = this;
    if (ms < calendar.startMs) {
      return model.mainOdds({ ...this.context, tilt: calendar.tiltAt(ms) }, undefined, env.margin);
    }
    return model.mainOdds(this.context, this.liveView(calendar.elapsedAt(ms)), env.margin);
  }
}

function sameOdds(a: Record<number, number>, b: Record<number, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
}
