import type { DuelPickRequest } from '@arenabet/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { ModuleDeps } from '../../../module-deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { feedDuels } from '../schema.ts';
import type { SourceGame } from '../source.ts';
import { type DuelRow, duelGame, isDuelable } from './duel-game.ts';

/** Duels kept in memory at most; past this the cache starts again. */
const MOST_REMEMBERED = 10_000;

type GameReader = (id: number) => Promise<SourceGame | undefined>;

/**
 * The duels players built: which sides of which games each pits. A pair is written once and
 * never changed, so rows are kept in memory once read; the duel's state and prices come from
 * its two games at each read.
 */
export class DuelBook {
  private readonly rows = new Map<number, DuelRow>();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly gameOf: GameReader,
  ) {}

  async row(id: number): Promise<DuelRow | undefined> {
    const known = this.rows.get(id);
    if (known) return known;
    const [row] = await this.deps.db.select().from(feedDuels).where(eq(feedDuels.id, id));
    return row ? this.remember(row) : undefined;
  }

  /** The duel as a game now; undefined for an unknown id or a game the feed forgot. */
  async game(id: number): Promise<SourceGame | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    const [first, second] = await Promise.all([
      this.gameOf(row.firstGameId),
      this.gameOf(row.secondGameId),
    ]);
    return first && second ? duelGame(row, first, second) : undefined;
  }

  /** The duel of these picks, built now or found; refused with the pick's field and reason. */
  async build(first: DuelPickRequest, second: DuelPickRequest): Promise<DuelRow> {
    // A pair built before is given as it is, whatever its games do now: it is only read.
    const known = await this.find(first, second);
    if (known) return known;
    if (first.gameId === second.gameId) {
      throw badRequest('validation_failed', { 'second.gameId': ['duel_same_game'] });
    }
    const [firstGame, secondGame] = await Promise.all([
      this.gameOf(first.gameId),
      this.gameOf(second.gameId),
    ]);
    if (!firstGame || !isDuelable(firstGame)) {
      throw badRequest('validation_failed', { 'first.gameId': ['duel_game_unavailable'] });
    }
    if (!secondGame || !isDuelable(secondGame)) {
      throw badRequest('validation_failed', { 'second.gameId': ['duel_game_unavailable'] });
    }
    if (firstGame.sportId !== secondGame.sportId) {
      throw badRequest('validation_failed', { 'second.gameId': ['duel_other_sport'] });
    }
    const values = {
      sportId: firstGame.sportId,
      firstGameId: first.gameId,
      firstSide: first.side,
      secondGameId: second.gameId,
      secondSide: second.side,
      createdAt: this.deps.clock.now(),
    };
    // One row per pair, whoever builds it first: a racing second insert finds the first's.
    await this.deps.db.insert(feedDuels).values(values).onConflictDoNothing();
    const row = await this.find(first, second);
    if (!row) throw new Error('The duel just written is not there');
    return row;
  }

  private async find(first: DuelPickRequest, second: DuelPickRequest) {
    const [row] = await this.deps.db
      .select()
      .from(feedDuels)
      .where(
        and(
          eq(feedDuels.firstGameId, first.gameId),
          eq(feedDuels.firstSide, first.side),
          eq(feedDuels.secondGameId, second.gameId),
          eq(feedDuels.secondSide, second.side),
        ),
      );
    return row ? this.remember(row) : undefined;
  }

  /** The duels any of these games is one of the two games of. */
  async ofGames(gameIds: readonly number[]): Promise<number[]> {
    if (gameIds.length === 0) return [];
    const rows = await this.deps.db
      .select({ id: feedDuels.id })
      .from(feedDuels)
      .where(
        or(
          inArray(feedDuels.firstGameId, [...gameIds]),
          inArray(feedDuels.secondGameId, [...gameIds]),
        ),
      );
    return rows.map((row) => row.id);
  }

  private remember(row: typeof feedDuels.$inferSelect): DuelRow {
    const duel: DuelRow = {
      id: row.id,
      sportId: row.sportId,
      firstGameId: row.firstGameId,
      firstSide: row.firstSide === 2 ? 2 : 1,
      secondGameId: row.secondGameId,
      secondSide: row.secondSide === 2 ? 2 : 1,
    };
    // Rows never change; the cache is only bounded, as anyone may build duels.
    if (this.rows.size >= MOST_REMEMBERED) this.rows.clear();
    this.rows.set(duel.id, duel);
    return duel;
  }
}
