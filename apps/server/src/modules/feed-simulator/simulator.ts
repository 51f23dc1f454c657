import type { FeedSource, SourceChange, SourceGame, SourceWorld } from '../feed/source.ts';
import { CATALOG } from './catalog.ts';
import { historyFrom, horizonSeconds } from './offer-window.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { fixturesBetween } from './schedule.ts';
import { LONGEST_GAME_SECONDS, type SimEnv, SimGame } from './sim-game.ts';
import { modelEntry } from './sport-models.ts';
import { TimeQueue } from './time-queue.ts';
import type { ChampEntry } from './world.ts';
import { buildChamps, seasonIdOf } from './world.ts';

/*
 * The default feed source: a seeded world of champs, teams and games whose state is a pure
 * function of the seed and the time. load() builds what is on offer at a moment (with the
 * history behind it); advance() asks only the games due for a change.
 */

export interface FeedSimulatorOptions {
  seed: number;
  /** Seconds of play per wall second. */
  speed: number;
  size: 'full' | 'small';
  /** The book's margin; BOOK_MARGIN when absent. */
  margin?: number;
}

const HOUR = 3600;
/** New fixtures are read this far beyond the offer window, so a tick rarely needs to. */
const SCHEDULE_AHEAD = HOUR;

export class FeedSimulator implements FeedSource {
  readonly name = 'simulator';
  private readonly env: SimEnv;
  private readonly small: boolean;
  private readonly champs: ChampEntry[];
  private readonly games = new Map<number, SimGame>();
  private readonly shown = new Map<number, string>();
  private readonly queue = new TimeQueue();
  private readonly scheduledUntil = new Map<number, number>();
  private lastMs: number | undefined;

  constructor(options: FeedSimulatorOptions) {
    this.env = { seed: options.seed, speed: options.speed, margin: options.margin ?? BOOK_MARGIN };
    this.small = options.size === 'small';
    this.champs = buildChamps(options.seed, CATALOG, this.small, 0);
  }

  private horizon(champ: ChampEntry): number {
    return horizonSeconds(champ, this.small);
  }

  load(now: Date): SourceWorld {
    const nowMs = now.getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    this.games.clear();
    this.shown.clear();
    this.queue.clear();
    for (const champ of this.champs) {
      champ.champ.seasonId = seasonIdOf(champ.champ.id, champ.competition.seasonYearAt(nowSeconds));
      const until = nowSeconds + this.horizon(champ);
      this.addFixtures(
        champ,
        historyFrom(champ, nowSeconds, this.small) - LONGEST_GAME_SECONDS,
        until + SCHEDULE_AHEAD,
      );
    }
    const games: SourceGame[] = [];
    for (const game of [...this.games.values()]) {
      const key = game.keyAt(nowMs);
      if (key === 'hidden') this.schedule(game, nowMs);
      else games.push(this.show(game, nowMs, key));
    }
    this.lastMs = nowMs;
    return {
      champs: this.champs.map((c) => ({ ...c.champ })),
      teams: this.teams(),
      games,
    };
  }

  advance(now: Date): SourceChange[] {
    const nowMs = now.getTime();
    if (this.lastMs === undefined) {
      return this.load(now).games.map((game) => ({ kind: 'game', game }));
    }
    if (nowMs <= this.lastMs) return [];
    this.extendSchedules(nowMs);
    const changes: SourceChange[] = [];
    for (const id of this.queue.popDue(nowMs)) {
      const game = this.games.get(id);
      if (!game) continue;
      const key = game.keyAt(nowMs);
      if (key !== this.shown.get(id)) {
        changes.push({ kind: 'game', game: this.show(game, nowMs, key) });
      } else {
        this.schedule(game, nowMs);
      }
    }
    this.lastMs = nowMs;
    return changes;
  }

  private teams(): SourceWorld['teams'] {
    const teams = new Map<number, SourceWorld['teams'][number]>();
    for (const champ of this.champs)
      for (const entry of champ.teams) teams.set(entry.team.id, entry.team);
    return [...teams.values()];
  }

  /** Renders a game as it is now; a settled or cancelled game never changes again and is let go. */
  private show(game: SimGame, nowMs: number, key: string): SourceGame {
    const rendered = game.render(nowMs);
    if (game.isOver(nowMs)) {
      this.games.delete(game.id);
      this.shown.delete(game.id);
    } else {
      this.shown.set(game.id, key);
      this.schedule(game, nowMs);
    }
    return rendered;
  }

  private schedule(game: SimGame, nowMs: number): void {
    const next = game.nextChangeAfter(nowMs);
    if (Number.isFinite(next)) this.queue.push(next, game.id);
  }

  /** Adds the champ's fixtures starting in [from, to); returns the games it did not have. */
  private addFixtures(champ: ChampEntry, from: number, to: number): SimGame[] {
    const horizonMs = this.horizon(champ) * 1000;
    const entry = modelEntry(champ.spec.model);
    const added: SimGame[] = [];
    for (const fixture of fixturesBetween(champ, from, to)) {
      if (this.games.has(fixture.id)) continue;
      const game = new SimGame(fixture, entry, this.env, horizonMs);
      this.games.set(fixture.id, game);
      added.push(game);
    }
    this.scheduledUntil.set(champ.ordinal, to);
    return added;
  }

  /** Reads fixtures coming into the offer window; they show up when their publish time comes. */
  private extendSchedules(nowMs: number): void {
    const nowSeconds = Math.floor(nowMs / 1000);
    for (const champ of this.champs) {
      const until = this.scheduledUntil.get(champ.ordinal) ?? nowSeconds;
      const wanted = nowSeconds + this.horizon(champ);
      if (wanted < until) continue;
      for (const game of this.addFixtures(champ, until, wanted + SCHEDULE_AHEAD))
        this.queue.push(game.publishMs, game.id);
    }
  }
}

export function createFeedSimulator(options: FeedSimulatorOptions): FeedSource {
  return new FeedSimulator(options);
}
