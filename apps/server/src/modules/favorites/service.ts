import type { Favorites, FavoritesMigration } from '@arenabet/contracts/favorites';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ModuleDeps } from '../../module-deps.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import {
  FAVORITE_CHAMPS,
  FAVORITE_GAMES,
  type FavoriteKind,
  type FavoritesFeed,
  type FeedStanding,
} from './favorite-kinds.ts';

/** The services this module calls; the app's AppServices has them. */
export interface FavoritesServices {
  feed: FavoritesFeed;
}

/** Serialises one player's changes, so two tabs adding at once cannot both pass the cap. */
const CHANGE_LOCK_CLASS = 4105;

const fieldError = (field: string, key: string) =>
  badRequest('validation_failed', { [field]: [key] });

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * An account holder's favourite games and champs. Adding checks the ids against the feed;
 * removing does not, since a game may have left the feed since it was starred.
 */
export class FavoritesService {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: FavoritesServices,
  ) {}

  async favoritesOf(playerId: number): Promise<Favorites> {
    const [gameIds, champIds] = await Promise.all([
      idsOf(this.deps.db, FAVORITE_GAMES, playerId),
      idsOf(this.deps.db, FAVORITE_CHAMPS, playerId),
    ]);
    return { gameIds, champIds };
  }

  async add<T extends PgTable>(kind: FavoriteKind<T>, playerId: number, ids: readonly number[]) {
    const wanted = unique(ids);
    const standings = await this.standingsOf(kind, wanted);
    if (wanted.some((id) => standings.get(id) === 'unknown')) {
      throw fieldError(kind.field, kind.unknownKey);
    }
    await this.makeRoom(kind, playerId, wanted);
    await this.changing(playerId, async (tx) => {
      const kept = new Set(await idsOf(tx, kind, playerId));
      const fresh = wanted.filter((id) => !kept.has(id));
      if (kept.size + fresh.length > kind.max) {
        throw fieldError(kind.field, 'favorites_limit_reached');
      }
      await this.insert(tx, kind, playerId, fresh);
    });
    return this.favoritesOf(playerId);
  }

  async remove<T extends PgTable>(kind: FavoriteKind<T>, playerId: number, ids: number[]) {
    await this.deps.db
      .delete(kind.table)
      .where(and(eq(kind.player, playerId), inArray(kind.item, unique(ids))));
    return this.favoritesOf(playerId);
  }

  /**
   * What an anonymous visitor starred, moved in at sign-in. It never refuses for the ids'
   * sake: the browser's list may be days old, so what the feed no longer offers, and what
   * does not fit, is skipped and answered as such.
   */
  async migrate<T extends PgTable>(
    kind: FavoriteKind<T>,
    playerId: number,
    ids: readonly number[],
  ): Promise<FavoritesMigration> {
    const wanted = unique(ids);
    const standings = await this.standingsOf(kind, wanted);
    const offered = wanted.filter((id) => standings.get(id) === 'offered');
    await this.makeRoom(kind, playerId, offered);
    const keptNow = await this.changing(playerId, async (tx) => {
      const kept = new Set(await idsOf(tx, kind, playerId));
      const fresh = offered.filter((id) => !kept.has(id));
      // The browser lists its newest first: those are the ones that move when room is short.
      const moving = fresh.slice(0, Math.max(kind.max - kept.size, 0));
      await this.insert(tx, kind, playerId, moving);
      return new Set([...kept, ...moving]);
    });
    const skippedIds = wanted.filter((id) => !keptNow.has(id));
    return { ...(await this.favoritesOf(playerId)), skippedIds };
  }

  private async standingsOf<T extends PgTable>(kind: FavoriteKind<T>, ids: readonly number[]) {
    const { feed } = this.services;
    const standings = await Promise.all(ids.map((id) => kind.standing(feed, id)));
    return new Map<number, FeedStanding>(
      ids.map((id, index) => [id, standings[index] ?? 'unknown']),
    );
  }

  /**
   * When `incoming` might not fit, favourites the feed no longer offers (finished games, champs
   * gone) give up their places. The feed is asked before any transaction opens: it reads the
   * database itself, and on the embedded database a transaction holds the only connection.
   */
  private async makeRoom<T extends PgTable>(
    kind: FavoriteKind<T>,
    playerId: number,
    incoming: readonly number[],
  ): Promise<void> {
    const kept = await idsOf(this.deps.db, kind, playerId);
    const keptSet = new Set(kept);
    const fresh = incoming.filter((id) => !keptSet.has(id));
    if (kept.length + fresh.length <= kind.max) return;
    const standings = await this.standingsOf(kind, kept);
    const done = kept.filter((id) => standings.get(id) !== 'offered');
    if (done.length === 0) return;
    await this.deps.db
      .delete(kind.table)
      .where(and(eq(kind.player, playerId), inArray(kind.item, done)));
  }

  /** The first id is the newest: a millisecond apart keeps the order the ids came in. */
  private async insert<T extends PgTable>(
    tx: Transaction,
    kind: FavoriteKind<T>,
    playerId: number,
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const now = this.deps.clock.now().getTime();
    const rows = ids.map((id, index) => kind.row(playerId, id, new Date(now - index)));
    await tx.insert(kind.table).values(rows).onConflictDoNothing();
  }

  private changing<R>(playerId: number, work: (tx: Transaction) => Promise<R>): Promise<R> {
    return withTransaction(this.deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK_CLASS}, ${playerId})`);
      return work(tx);
    });
  }
}

async function idsOf<T extends PgTable>(
  db: Database | Transaction,
  kind: FavoriteKind<T>,
  playerId: number,
): Promise<number[]> {
  const table: PgTable = kind.table;
  const rows = await db
    .select({ id: kind.item })
    .from(table)
    .where(eq(kind.player, playerId))
    .orderBy(desc(kind.createdAt), desc(kind.item));
  return rows.map((row) => Number(row.id));
}
