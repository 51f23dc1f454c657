import type {
  CasinoBackoffice,
  CasinoGameState,
  GamePerformance,
} from '@arenabet/contracts/casino-backoffice';
import { IN_HOUSE_PROVIDER_SLUG } from '@arenabet/domain/casino/catalogue';
import { eq, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { ProviderGames } from './catalogue.ts';
import { currencyIsoOf } from './round-views.ts';
import {
  casinoAudit,
  casinoGameSwitches,
  casinoRounds,
  casinoWalletTransactions,
} from './schema.ts';

type SwitchRow = typeof casinoGameSwitches.$inferSelect;

const observed = (turnover: number, wins: number) => (turnover > 0 ? wins / turnover : null);

/**
 * The casino as an operator runs it: which games are on, how each performs against its
 * published return, and the audit of every switch.
 */
export class CasinoOperations {
  constructor(
    private readonly deps: { db: Database; clock: Clock },
    private readonly lobby: readonly ProviderGames[],
  ) {}

  /** Games an operator turned off, by slug. */
  async gamesOff(): Promise<Set<string>> {
    const rows = await this.deps.db
      .select({ game: casinoGameSwitches.game })
      .from(casinoGameSwitches)
      .where(eq(casinoGameSwitches.enabled, false));
    return new Set(rows.map((row) => row.game));
  }

  async requireOn(game: string): Promise<void> {
    if ((await this.gamesOff()).has(game)) throw conflict('casino_game_off');
  }

  async overview(): Promise<CasinoBackoffice> {
    const switches = await this.deps.db.select().from(casinoGameSwitches);
    const games = this.lobby.flatMap(({ provider, games }) =>
      games.map((game) =>
        stateOf(
          game.slug,
          provider,
          switches.find((s) => s.game === game.slug),
        ),
      ),
    );
    return { games, performance: [...(await this.inHouse()), ...(await this.studios())] };
  }

  async switchGame(
    operatorId: number,
    game: string,
    enabled: boolean,
    reason: string,
  ): Promise<CasinoGameState> {
    const provider = this.providerOf(game);
    const now = this.deps.clock.now();
    const row = { game, enabled, operatorId, reason, changedAt: now };
    await withTransaction(this.deps.db, async (tx) => {
      await tx
        .insert(casinoGameSwitches)
        .values(row)
        .onConflictDoUpdate({ target: casinoGameSwitches.game, set: row });
      await tx.insert(casinoAudit).values({
        operatorId,
        action: enabled ? 'game_on' : 'game_off',
        game,
        reason,
        createdAt: now,
      });
    });
    return stateOf(game, provider, row);
  }

  private providerOf(game: string): string {
    const found = this.lobby.find(({ games }) => games.some((g) => g.slug === game));
    if (!found) throw notFound('casino_game_unknown');
    return found.provider;
  }

  private theoretical(game: string): number | null {
    for (const { games } of this.lobby) {
      const found = games.find((g) => g.slug === game);
      // A jackpot's contributions come back as wins too: the observed return includes them.
      if (found) return found.returnToPlayer + (found.jackpotReturn ?? 0);
    }
    return null;
  }

  private async inHouse(): Promise<GamePerformance[]> {
    const rows = await this.deps.db
      .select({
        game: casinoRounds.game,
        currencyId: casinoRounds.currencyId,
        rounds: sql<number>`count(*)::int`,
        turnover: sql<string>`sum(${casinoRounds.stake})::text`,
        wins: sql<string>`sum(${casinoRounds.win})::text`,
      })
      .from(casinoRounds)
      .where(eq(casinoRounds.status, 'settled'))
      .groupBy(casinoRounds.game, casinoRounds.currencyId)
      .orderBy(casinoRounds.game, casinoRounds.currencyId);
    return rows.map((row) => ({
      game: row.game,
      provider: IN_HOUSE_PROVIDER_SLUG,
      currencyIso: currencyIsoOf(row.currencyId),
      rounds: row.rounds,
      turnover: Number(row.turnover),
      wins: Number(row.wins),
      observedReturn: observed(Number(row.turnover), Number(row.wins)),
      theoreticalReturn: this.theoretical(row.game),
    }));
  }

  /** An outside studio's rounds as its wallet calls count them: stakes kept, wins paid. */
  private async studios(): Promise<GamePerformance[]> {
    const w = casinoWalletTransactions;
    const rows = await this.deps.db
      .select({
        provider: w.provider,
        currencyId: w.currencyId,
        rounds: sql<number>`count(distinct ${w.roundId})::int`,
        turnover: sql<string>`(sum(${w.amount}) filter (where ${w.call} = 'debit')
          - coalesce(sum(${w.amount}) filter (where ${w.call} = 'rollback'), 0))::text`,
        wins: sql<string>`coalesce(sum(${w.amount}) filter (where ${w.call} = 'credit'), 0)::text`,
      })
      .from(w)
      .where(ne(w.provider, IN_HOUSE_PROVIDER_SLUG))
      .groupBy(w.provider, w.currencyId)
      .orderBy(w.provider, w.currencyId);
    return rows.map((row) => {
      const turnover = Number(row.turnover ?? 0);
      const wins = Number(row.wins);
      const games = this.lobby.find((entry) => entry.provider === row.provider)?.games ?? [];
      return {
        game: null,
        provider: row.provider,
        currencyIso: currencyIsoOf(row.currencyId),
        rounds: row.rounds,
        turnover,
        wins,
        observedReturn: observed(turnover, wins),
        theoreticalReturn: games.length === 1 ? (games[0]?.returnToPlayer ?? null) : null,
      };
    });
  }
}

function stateOf(
  game: string,
  provider: string,
  row: Omit<SwitchRow, 'game'> | undefined,
): CasinoGameState {
  return {
    game,
    provider,
    enabled: row?.enabled ?? true,
    changedAt: row?.changedAt.toISOString() ?? null,
    reason: row?.reason ?? null,
  };
}
