import {
  isSubscriptionEventKind,
  MAX_GAME_SUBSCRIPTIONS,
  SUBSCRIPTION_ERRORS,
  type SubscriptionEventKind,
} from '@arenabet/contracts';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { FeedChangeBatch, FeedGameEventNotice } from '../feed/feed-api.ts';
import { phaseOf } from '../feed/game-phase.ts';
import type { SourceGame } from '../feed/source.ts';
import { offeredEventKinds } from './event-kinds.ts';
import { notificationOf } from './notification.ts';
import { gameSubscriptions } from './schema.ts';

/**
 * How long a finished game's subscriptions outlive its result. Every instance notifies its own
 * connections from the same batch, each after its own query: deleting at once could beat
 * another instance's query and leave its players without the result.
 */
export const FINISHED_SUBSCRIPTION_GRACE_MS = 60_000;

interface SubscriptionRow {
  playerId: number;
  gameId: number;
  events: string[];
}

function subscribersOf(rows: readonly SubscriptionRow[], gameId: number, kind: string): number[] {
  return rows
    .filter((row) => row.gameId === gameId && row.events.includes(kind))
    .map((row) => row.playerId);
}

/** A signed-in player's subscriptions to games' events, and the notifications they bring. */
export class GameSubscriptionsService {
  /** Finished games whose subscriptions go at the given time. */
  private readonly finishedGames = new Map<number, number>();
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: Pick<AppServices, 'feed' | 'livePush'>,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The events a game offers (by its sport); 404 for a game the feed does not know. */
  async eventTypes(gameId: number): Promise<SubscriptionEventKind[]> {
    return offeredEventKinds((await this.knownGame(gameId)).sportId);
  }

  /** The events the player subscribed to; empty when none. */
  async subscription(playerId: number, gameId: number): Promise<SubscriptionEventKind[]> {
    await this.knownGame(gameId);
    const [row] = await this.db
      .select({ events: gameSubscriptions.events })
      .from(gameSubscriptions)
      .where(and(eq(gameSubscriptions.playerId, playerId), eq(gameSubscriptions.gameId, gameId)));
    return (row?.events ?? []).filter(isSubscriptionEventKind);
  }

  /** Replaces the player's subscription to a game; an empty list ends it. */
  async save(
    playerId: number,
    gameId: number,
    events: readonly SubscriptionEventKind[],
  ): Promise<SubscriptionEventKind[]> {
    const game = await this.knownGame(gameId);
    if (phaseOf(game) === 'finished') {
      throw badRequest('validation_failed', { gameId: [SUBSCRIPTION_ERRORS.gameFinished] });
    }
    const offered = offeredEventKinds(game.sportId);
    if (events.some((kind) => !offered.includes(kind))) {
      throw badRequest('validation_failed', { events: [SUBSCRIPTION_ERRORS.eventNotOffered] });
    }
    const player = eq(gameSubscriptions.playerId, playerId);
    if (events.length === 0) {
      await this.db
        .delete(gameSubscriptions)
        .where(and(player, eq(gameSubscriptions.gameId, gameId)));
      return [];
    }
    await this.refuseTooManyGames(playerId, gameId);
    const now = this.deps.clock.now();
    const wanted = offered.filter((kind) => events.includes(kind));
    await this.db
      .insert(gameSubscriptions)
      .values({ playerId, gameId, events: wanted, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [gameSubscriptions.playerId, gameSubscriptions.gameId],
        set: { events: wanted, updatedAt: now },
      });
    return wanted;
  }

  /**
   * Handles a feed batch: notifies the subscribers of its events and forgets finished games'
   * subscriptions once their grace is over. Batches are handled one after another, so a
   * game's notifications keep their order.
   */
  handleBatch(batch: FeedChangeBatch): void {
    this.work = this.work
      .then(() => this.forgetFinishedGames())
      .then(() => this.notify(batch.events))
      .catch((error: unknown) => this.log.error({ err: error }, 'subscriptions: batch failed'));
  }

  /** Resolves when every batch received so far is handled (shutdown, tests). */
  idle(): Promise<void> {
    return this.work;
  }

  /** One query per batch for every game with a subscribable event in it. */
  private async notify(notices: readonly FeedGameEventNotice[]): Promise<void> {
    const subscribable = notices.flatMap((notice) => {
      const kind = notice.event.kind;
      return isSubscriptionEventKind(kind) ? [{ notice, kind }] : [];
    });
    if (subscribable.length === 0) return;
    const gameIds = [...new Set(subscribable.map(({ notice }) => notice.gameId))];
    const rows = await this.db
      .select({
        playerId: gameSubscriptions.playerId,
        gameId: gameSubscriptions.gameId,
        events: gameSubscriptions.events,
      })
      .from(gameSubscriptions)
      .where(inArray(gameSubscriptions.gameId, gameIds));
    for (const { notice, kind } of subscribable) {
      const players = subscribersOf(rows, notice.gameId, kind);
      if (players.length > 0) {
        this.services.livePush.notifyPlayers(players, (language) =>
          notificationOf(notice, kind, language),
        );
      }
      if (kind === 'result') {
        const dueAt = this.deps.clock.now().getTime() + FINISHED_SUBSCRIPTION_GRACE_MS;
        this.finishedGames.set(notice.gameId, dueAt);
      }
    }
  }

  private async forgetFinishedGames(): Promise<void> {
    if (this.finishedGames.size === 0) return;
    const now = this.deps.clock.now().getTime();
    const due = [...this.finishedGames].filter(([, dueAt]) => dueAt <= now).map(([id]) => id);
    if (due.length === 0) return;
    await this.db.delete(gameSubscriptions).where(inArray(gameSubscriptions.gameId, due));
    for (const gameId of due) this.finishedGames.delete(gameId);
  }

  private async knownGame(gameId: number): Promise<SourceGame> {
    const game = await this.services.feed.game(gameId);
    if (!game) {
      throw new AppError(404, 'not_found', { gameId: [SUBSCRIPTION_ERRORS.unknownGame] });
    }
    return game;
  }

  private async refuseTooManyGames(playerId: number, gameId: number): Promise<void> {
    const [others] = await this.db
      .select({ games: count() })
      .from(gameSubscriptions)
      .where(and(eq(gameSubscriptions.playerId, playerId), ne(gameSubscriptions.gameId, gameId)));
    if ((others?.games ?? 0) >= MAX_GAME_SUBSCRIPTIONS) {
      throw badRequest('validation_failed', { gameId: [SUBSCRIPTION_ERRORS.tooManyGames] });
    }
  }
}
