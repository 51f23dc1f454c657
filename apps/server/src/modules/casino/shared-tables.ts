import { isDeepStrictEqual } from 'node:util';
import type { TableBetView, TableRound, TableState } from '@arenabet/contracts/casino-tables';
import { TABLE_BETS_SHOWN, TABLE_HISTORY_SHOWN } from '@arenabet/contracts/casino-tables';
import { type RouletteBets, roulette, rouletteWinOf } from '@arenabet/domain/casino/games/roulette';
import {
  type CrashBet,
  crashBetProblem,
  crashCashoutAt,
  crashSettlementOf,
  crashTargetOf,
  crashWinOf,
  runMsOf,
  type SharedTableGame,
  TABLE_PACES,
  type TableOutcome,
  tableOutcomeOf,
} from '@arenabet/domain/casino/shared-tables';
import { currencyById } from '@arenabet/reference/currencies';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { postgresCode, type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { LimitGuard } from '../responsible-gambling/limit-guard.ts';
import { maskedPlayer } from './catalogue.ts';
import { currencyIsoOf } from './round-views.ts';
import type { RoundRow } from './round-writer.ts';
import { casinoRounds, casinoTableChains, casinoTableRounds } from './schema.ts';
import { nodeSeedHmac } from './seeds.ts';
import type { RoundWithSeeds } from './service.ts';
import type { ChainRow, TableChains } from './table-chains.ts';
import { signatureOf } from './table-push.ts';
import { type CasinoWallet, IN_HOUSE_PROVIDER, type WalletCallRequest } from './wallet.ts';

/*
 * The shared tables on the server: each table's round opened, closed to bets, run and settled
 * on the server's clock, and the players' bets on it moved through the seamless wallet as every
 * in-house round is. A bet is a casino round of its player (casino_rounds, drawn from the table
 * round instead of a seed pair), open until the table round settles it or, in crash, until the
 * player cashes out. The table round row is the lock: a bet takes it shared and checks betting
 * is open, a phase change takes it exclusively, so no bet lands after the close and no bet is
 * settled twice.
 */

export type TableRoundRow = typeof casinoTableRounds.$inferSelect;

/** A round's bets, and how many of them are settled. */
const betCounts = {
  bets: count(casinoRounds.id),
  settled: sql<number>`(count(${casinoRounds.id}) filter (where ${casinoRounds.status} = 'settled'))::int`,
};

/** The most bets one player places in one round of the wheel (each up to 200 chips). */
export const TABLE_BETS_PER_ROUND = 10;
/** Rounds whose bets were left open that one step of a table tries to pay. */
const LEFT_OPEN_PER_STEP = 5;

const UNIQUE_VIOLATION = '23505';

/** Serialises one player's table bets (the class of `pg_advisory_xact_lock(class, key)`). */
const PLAYER_TABLE_LOCK_CLASS = 4303;

/** What the tables need of the rest of the casino. */
export interface TableHost {
  wallet: CasinoWallet;
  /** The player's active account; 409 when none. */
  activeAccount(playerId: number): Promise<{ id: number; currencyId: number }>;
  /** The player's limits and breaks, made ready before a bet's transaction. */
  limits(playerId: number): Promise<LimitGuard>;
  /** 409 when an operator turned the game off. */
  requireOn(game: string): Promise<void>;
  /** The most one crash bet may win in a currency, minor units; undefined without a rate. */
  crashMaxWin(currencyId: number): Promise<number | undefined>;
  /** The balance now of the account a round plays from. */
  balanceIn(tx: Transaction, round: RoundRow): Promise<number>;
  /** A bet its round could not pay now, left open to be tried again. */
  unpaid(betId: number, error: unknown): void;
  /** A change of a table's round for the players watching it. */
  changed(game: SharedTableGame, urgent: boolean): void;
}

export interface TableBetRequest {
  roundId: number;
  requestId: string;
  bet: unknown;
}

export interface PlacedTableBet {
  row: RoundRow;
  tableRound: TableRoundRow;
  chain: ChainRow;
  balance: number;
}

export class SharedTables {
  constructor(
    private readonly deps: { db: Database; clock: Clock },
    private readonly chains: TableChains,
    private readonly host: TableHost,
  ) {}

  /** The round in play (or the last one, between rounds) and the latest results. */
  async state(game: SharedTableGame): Promise<TableState> {
    const rounds = await latestRounds(this.deps.db, game, TABLE_HISTORY_SHOWN + 1);
    const [current] = rounds;
    const round = current ? await this.roundView(current) : await this.openFirst(game);
    const history = rounds
      .filter((row) => row.phase === 'settled')
      .slice(0, TABLE_HISTORY_SHOWN)
      .map((row) => ({
        id: row.id,
        position: row.position,
        outcome: row.outcome as TableOutcome,
        hash: row.hash,
        settledAt: (row.settledAt as Date).getTime(),
      }));
    return { round, history };
  }

  /**
   * One step of the table's life if its moment has come: a round opened, closed to bets and
   * started, or settled. Answers the ms until the next step is due.
   */
  async advance(game: SharedTableGame): Promise<number> {
    await this.openHousesOfOpenBets(game);
    const step = await withTransaction(this.deps.db, async (tx) => {
      const [latest] = await latestRounds(tx, game, 1).for('update');
      const now = this.deps.clock.now().getTime();
      if (!latest) return this.open(tx, game, now);
      const due = dueAt(latest);
      if (now < due) return { wait: due - now, changed: false };
      if (latest.phase === 'betting') return this.start(tx, latest);
      if (latest.phase === 'running') return this.settle(tx, latest);
      return this.open(tx, game, now);
    });
    if (step.changed) this.host.changed(game, true);
    return step.wait;
  }

  /** Bets in the round named while betting is open: the stake debited at once. */
  async bet(playerId: number, game: SharedTableGame, request: TableBetRequest) {
    const problem = betProblemOf(game, request.bet);
    if (problem) throw badRequest('validation_failed', { bet: [problem] });
    await this.host.requireOn(game);
    const account = await this.host.activeAccount(playerId);
    const drawn = await this.drawnAtBet(game, request.bet, account.currencyId);
    await this.host.wallet.openHouse(account.currencyId);
    const limits = await this.host.limits(playerId);
    const placed = await withTransaction(this.deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_TABLE_LOCK_CLASS}, ${playerId})`);
      const repeat = await this.betOfRequest(tx, playerId, game, request);
      if (repeat) return repeat;
      const tableRound = await this.roundForBet(tx, game, request.roundId);
      const mine = await this.betsOf(tx, playerId, tableRound.id);
      if (game === 'crash' && mine.length > 0) throw conflict('casino_table_one_bet');
      if (mine.length >= TABLE_BETS_PER_ROUND) throw conflict('casino_table_bets_limit');
      const [row] = await tx
        .insert(casinoRounds)
        .values({
          playerId,
          requestId: request.requestId,
          game,
          tableRoundId: tableRound.id,
          nonce: tableRound.position,
          accountId: account.id,
          currencyId: account.currencyId,
          stake: stakeOf(game, request.bet),
          win: 0,
          bet: request.bet,
          outcome: drawn,
          status: 'open',
          createdAt: this.deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('The table bet was not written');
      const answer = await this.host.wallet.debit(tx, {
        ...walletCall(row, 'bet', row.stake),
        limits,
      });
      return { row, tableRound, balance: answer.balance };
    });
    this.host.changed(game, false);
    return this.withChain(placed);
  }

  /**
   * What a bet carries from its placing: a crash bet's target, where it is out by itself (its
   * own, or where its win reaches the most a bet may win). 400 for a stake too large for any.
   */
  private async drawnAtBet(game: SharedTableGame, bet: unknown, currencyId: number) {
    if (game !== 'crash') return {};
    const maxWin = await this.host.crashMaxWin(currencyId);
    if (maxWin === undefined) throw conflict('casino_currency_unavailable');
    const target = crashTargetOf(bet as CrashBet, maxWin);
    if (target === undefined)
      throw badRequest('validation_failed', { bet: ['crash_stake_too_large'] });
    return { target };
  }

  /** Cashes out the player's crash bet at the multiplier of the moment. */
  async cashOut(playerId: number, roundId: number) {
    const [mine] = await this.deps.db
      .select({ currencyId: casinoRounds.currencyId })
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.tableRoundId, roundId)));
    if (!mine) throw notFound('casino_table_bet_unknown');
    await this.host.wallet.openHouse(mine.currencyId);
    const placed = await withTransaction(this.deps.db, async (tx) => {
      const [tableRound] = await tx
        .select()
        .from(casinoTableRounds)
        .where(and(eq(casinoTableRounds.id, roundId), eq(casinoTableRounds.game, 'crash')))
        .for('share');
      const [row] = tableRound ? await this.betsOf(tx, playerId, roundId, true) : [];
      if (!tableRound || !row) throw notFound('casino_table_bet_unknown');
      if (row.status === 'settled') {
        // Out before (a repeat answers as it stands), or lost when the round crashed first.
        if ((row.outcome as { cashout?: number | null }).cashout == null) {
          throw conflict('casino_crash_crashed');
        }
        return { row, tableRound, balance: await this.balanceOf(tx, row) };
      }
      if (tableRound.phase !== 'running' || !tableRound.startedAt) {
        throw conflict('casino_table_not_running');
      }
      const { crashPoint } = tableRound.outcome as { crashPoint: number };
      const elapsed = this.deps.clock.now().getTime() - tableRound.startedAt.getTime();
      const cashout = crashCashoutAt(targetOf(row), crashPoint, elapsed);
      if (cashout === undefined) throw conflict('casino_crash_crashed');
      const win = crashWinOf(row.stake, cashout);
      const settled = await this.settleBet(tx, row, win, { cashout });
      const answer = await this.host.wallet.credit(tx, walletCall(row, 'win', win));
      return { row: settled, tableRound, balance: answer.balance };
    });
    this.host.changed('crash', false);
    return this.withChain(placed);
  }

  /** The player's bets in the table's latest round, as their history shows them. */
  async myBets(playerId: number, game: SharedTableGame): Promise<RoundWithSeeds[]> {
    const [latest] = await latestRounds(this.deps.db, game, 1);
    if (!latest) return [];
    const chain = await this.chainOf(this.deps.db, latest.chainId);
    const rows = await this.betsOf(this.deps.db, playerId, latest.id);
    return rows.map((round) => ({ round, seeds: null, table: { round: latest, chain } }));
  }

  /** The round as every player sees it: its hash and outcome only once it is settled. */
  async roundView(row: TableRoundRow): Promise<TableRound> {
    const [chain, bets, [counted]] = await Promise.all([
      this.chainOf(this.deps.db, row.chainId),
      this.deps.db
        .select()
        .from(casinoRounds)
        .where(eq(casinoRounds.tableRoundId, row.id))
        .orderBy(desc(casinoRounds.id))
        .limit(TABLE_BETS_SHOWN),
      this.deps.db
        .select(betCounts)
        .from(casinoRounds)
        .where(eq(casinoRounds.tableRoundId, row.id)),
    ]);
    const settled = row.phase === 'settled';
    return {
      id: row.id,
      game: row.game as SharedTableGame,
      phase: row.phase,
      chainId: row.chainId,
      position: row.position,
      commitment: chain.commitment,
      salt: chain.salt,
      openedAt: row.openedAt.getTime(),
      bettingClosesAt: row.bettingClosesAt.getTime(),
      startedAt: row.startedAt?.getTime() ?? null,
      settledAt: row.settledAt?.getTime() ?? null,
      outcome: settled ? (row.outcome as TableOutcome) : null,
      hash: settled ? row.hash : null,
      bets: bets.map(betView),
      betCount: counted?.bets ?? 0,
      settledBetCount: counted?.settled ?? 0,
      serverTime: this.deps.clock.now().getTime(),
    };
  }

  /** The latest round's signatureOf (table-push.ts), in one query. */
  async signature(game: SharedTableGame): Promise<string | undefined> {
    const [latest] = await this.deps.db
      .select({ id: casinoTableRounds.id, phase: casinoTableRounds.phase, ...betCounts })
      .from(casinoTableRounds)
      .leftJoin(casinoRounds, eq(casinoRounds.tableRoundId, casinoTableRounds.id))
      .where(eq(casinoTableRounds.game, game))
      .groupBy(casinoTableRounds.id)
      .orderBy(desc(casinoTableRounds.id))
      .limit(1);
    return (
      latest && signatureOf({ ...latest, betCount: latest.bets, settledBetCount: latest.settled })
    );
  }

  /** The latest round of a table, for the push. */
  async latestView(game: SharedTableGame): Promise<TableRound | undefined> {
    const [latest] = await latestRounds(this.deps.db, game, 1);
    return latest ? this.roundView(latest) : undefined;
  }

  /**
   * The house's casino account of every currency the table's open bets are in, opened before
   * a step's transaction: opening one takes a connection of its own, and PGlite has only one.
   */
  private async openHousesOfOpenBets(game: SharedTableGame): Promise<void> {
    const currencies = await this.deps.db
      .selectDistinct({ currencyId: casinoRounds.currencyId })
      .from(casinoRounds)
      .innerJoin(casinoTableRounds, eq(casinoTableRounds.id, casinoRounds.tableRoundId))
      .where(and(eq(casinoTableRounds.game, game), eq(casinoRounds.status, 'open')));
    for (const { currencyId } of currencies) await this.host.wallet.openHouse(currencyId);
  }

  private async openFirst(game: SharedTableGame): Promise<TableRound> {
    // Several first readers at once: one opens the round, the others find it opened.
    await this.advance(game).catch((error: unknown) => {
      if (postgresCode(error) !== UNIQUE_VIOLATION) throw error;
    });
    const view = await this.latestView(game);
    if (!view) throw new Error(`No round opened at ${game}`);
    return view;
  }

  /** A new round at the chain's next position (a new chain once one is used up). */
  private async open(tx: Transaction, game: SharedTableGame, now: number) {
    await this.payLeftOpen(tx, game);
    let chain = await this.chains.latest(tx, game);
    const [last] = await tx
      .select({ position: casinoTableRounds.position })
      .from(casinoTableRounds)
      .where(eq(casinoTableRounds.chainId, chain.id))
      .orderBy(desc(casinoTableRounds.position))
      .limit(1);
    let position = (last?.position ?? 0) + 1;
    if (position > chain.length) {
      chain = await this.chains.draw(tx, game);
      position = 1;
    }
    const hash = this.chains.hashAt(chain, position);
    const outcome = tableOutcomeOf(game, { hash, salt: chain.salt, position }, nodeSeedHmac);
    const { bettingMs } = TABLE_PACES[game];
    await tx.insert(casinoTableRounds).values({
      game,
      chainId: chain.id,
      position,
      hash,
      outcome,
      phase: 'betting',
      openedAt: new Date(now),
      bettingClosesAt: new Date(now + bettingMs),
    });
    return { wait: bettingMs, changed: true };
  }

  /**
   * Betting closed: the round runs from now. Not from the moment betting was to close: a late
   * close (a bet holding the round's lock, a new holder taking over) must not have flown part of
   * the round where no one could see it or cash out.
   */
  private async start(tx: Transaction, round: TableRoundRow) {
    const startedAt = this.deps.clock.now();
    await tx
      .update(casinoTableRounds)
      .set({ phase: 'running', startedAt })
      .where(eq(casinoTableRounds.id, round.id));
    return { wait: runMsOf(round.outcome as TableOutcome), changed: true };
  }

  /** The round is over: every bet still in settled by the outcome, the hash revealed. */
  private async settle(tx: Transaction, round: TableRoundRow) {
    const outcome = round.outcome as TableOutcome;
    await this.payOpenBets(tx, round.id, outcome);
    if ('crashPoint' in outcome) {
      // A bet cashed out during the flight learns the round's crash point now.
      await tx
        .update(casinoRounds)
        .set({ outcome: sql`${casinoRounds.outcome} || ${JSON.stringify(outcome)}::jsonb` })
        .where(eq(casinoRounds.tableRoundId, round.id));
    }
    const settledAt = new Date(dueAt(round));
    await tx
      .update(casinoTableRounds)
      .set({ phase: 'settled', settledAt })
      .where(eq(casinoTableRounds.id, round.id));
    const wait = settledAt.getTime() + TABLE_PACES[round.game as SharedTableGame].pauseMs;
    return { wait: Math.max(0, wait - this.deps.clock.now().getTime()), changed: true };
  }

  /**
   * Pays every bet still open in a settled (or settling) round by its outcome, each in a
   * savepoint of its own: a bet that cannot be paid now (its account closed by an operator) is
   * left open and logged, tried again on the table's next steps, and holds up no other bet and
   * no next round.
   */
  private async payOpenBets(tx: Transaction, roundId: number, outcome: TableOutcome) {
    const open = await tx
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.tableRoundId, roundId), eq(casinoRounds.status, 'open')));
    for (const row of open) {
      try {
        await tx.transaction(async (savepoint) => {
          const { win, result } = settlementOf(row, outcome);
          await this.settleBet(savepoint, row, win, result);
          await this.host.wallet.credit(savepoint, walletCall(row, 'win', win));
        });
      } catch (error) {
        this.host.unpaid(row.id, error);
      }
    }
  }

  /** Bets a settled round left open (see payOpenBets), paid when their table next steps. */
  private async payLeftOpen(tx: Transaction, game: SharedTableGame) {
    const left = await tx
      .selectDistinct({ round: casinoTableRounds })
      .from(casinoRounds)
      .innerJoin(casinoTableRounds, eq(casinoTableRounds.id, casinoRounds.tableRoundId))
      .where(
        and(
          eq(casinoTableRounds.game, game),
          eq(casinoTableRounds.phase, 'settled'),
          eq(casinoRounds.status, 'open'),
        ),
      )
      .limit(LEFT_OPEN_PER_STEP);
    for (const { round } of left)
      await this.payOpenBets(tx, round.id, round.outcome as TableOutcome);
  }

  private async settleBet(tx: Transaction, row: RoundRow, win: number, outcome: object) {
    const [settled] = await tx
      .update(casinoRounds)
      .set({
        win,
        outcome: { ...(row.outcome as object), ...outcome },
        status: 'settled',
        settledAt: this.deps.clock.now(),
      })
      .where(eq(casinoRounds.id, row.id))
      .returning();
    if (!settled) throw new Error(`Table bet ${row.id} was not settled`);
    return settled;
  }

  /** The round a bet names, if it still takes bets (locked shared: no close meanwhile). */
  private async roundForBet(tx: Transaction, game: SharedTableGame, roundId: number) {
    const [round] = await tx
      .select()
      .from(casinoTableRounds)
      .where(and(eq(casinoTableRounds.id, roundId), eq(casinoTableRounds.game, game)))
      .for('share');
    const now = this.deps.clock.now().getTime();
    if (round?.phase !== 'betting' || now >= round.bettingClosesAt.getTime()) {
      throw conflict('casino_table_betting_closed');
    }
    return round;
  }

  private async betOfRequest(
    tx: Transaction,
    playerId: number,
    game: SharedTableGame,
    request: TableBetRequest,
  ) {
    const [row] = await tx
      .select()
      .from(casinoRounds)
      .where(
        and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.requestId, request.requestId)),
      );
    if (!row) return undefined;
    const same =
      row.game === game &&
      row.tableRoundId === request.roundId &&
      isDeepStrictEqual(row.bet, request.bet);
    if (!same) throw conflict('casino_request_id_reused');
    const [tableRound] = await tx
      .select()
      .from(casinoTableRounds)
      .where(eq(casinoTableRounds.id, request.roundId));
    if (!tableRound) throw new Error(`Table round ${request.roundId} is gone`);
    return { row, tableRound, balance: await this.balanceOf(tx, row) };
  }

  private betsOf(
    executor: Database | Transaction,
    playerId: number,
    roundId: number,
    lock = false,
  ) {
    const query = executor
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.tableRoundId, roundId)))
      .orderBy(casinoRounds.id);
    return lock ? query.for('update') : query;
  }

  private balanceOf(tx: Transaction, row: RoundRow): Promise<number> {
    return this.host.balanceIn(tx, row);
  }

  private async chainOf(executor: Database | Transaction, chainId: number): Promise<ChainRow> {
    const [chain] = await executor
      .select()
      .from(casinoTableChains)
      .where(eq(casinoTableChains.id, chainId));
    if (!chain) throw new Error(`Chain ${chainId} is gone`);
    return chain;
  }

  private async withChain(placed: Omit<PlacedTableBet, 'chain'>): Promise<PlacedTableBet> {
    return { ...placed, chain: await this.chainOf(this.deps.db, placed.tableRound.chainId) };
  }
}

/** A table's latest rounds, newest first. */
function latestRounds(executor: Database | Transaction, game: SharedTableGame, limit: number) {
  return executor
    .select()
    .from(casinoTableRounds)
    .where(eq(casinoTableRounds.game, game))
    .orderBy(desc(casinoTableRounds.id))
    .limit(limit);
}

/** When a round's current phase ends: betting closes, the run ends, the pause ends. */
function dueAt(round: TableRoundRow): number {
  if (round.phase === 'betting') return round.bettingClosesAt.getTime();
  const startedAt = (round.startedAt ?? round.bettingClosesAt).getTime();
  if (round.phase === 'running') return startedAt + runMsOf(round.outcome as TableOutcome);
  const settledAt = (round.settledAt as Date).getTime();
  return settledAt + TABLE_PACES[round.game as SharedTableGame].pauseMs;
}

function betProblemOf(game: SharedTableGame, bet: unknown): string | undefined {
  return game === 'crash'
    ? crashBetProblem(bet as CrashBet)
    : roulette.betProblem(bet as RouletteBets);
}

function stakeOf(game: SharedTableGame, bet: unknown): number {
  return game === 'crash' ? (bet as CrashBet).stake : roulette.stakeOf(bet as RouletteBets);
}

/** A bet still in when its round is over: its win and what its history shows. */
function settlementOf(row: RoundRow, outcome: TableOutcome) {
  if ('crashPoint' in outcome) {
    const cashout = crashSettlementOf(targetOf(row), outcome.crashPoint);
    return { win: cashout === null ? 0 : crashWinOf(row.stake, cashout), result: { cashout } };
  }
  const { bets } = row.bet as RouletteBets;
  const wins = bets.map((bet) => rouletteWinOf(bet, outcome.pocket));
  const win = wins.reduce((sum, one) => sum + one, 0);
  return { win, result: { pocket: outcome.pocket, wins } };
}

/** A crash bet's target, written when it was placed. */
function targetOf(row: RoundRow): number {
  return (row.outcome as { target: number }).target;
}

/** A table bet's wallet call: its own round at the wallet, `table:<id>`. */
function walletCall(row: RoundRow, what: 'bet' | 'win', amount: number): WalletCallRequest {
  const roundId = `table:${row.id}`;
  return {
    provider: IN_HOUSE_PROVIDER,
    roundId,
    transactionId: `${roundId}:${what}`,
    playerId: row.playerId,
    accountId: row.accountId,
    currencyId: row.currencyId,
    amount,
  };
}

function betView(row: RoundRow): TableBetView {
  const outcome = row.outcome as { cashout?: number | null };
  return {
    player: maskedPlayer(row.playerId),
    stake: row.stake,
    currencyIso: currencyIsoOf(row.currencyId),
    precision: currencyById(row.currencyId)?.precision ?? 2,
    cashout: outcome.cashout ?? null,
    win: row.status === 'settled' ? row.win : null,
  };
}
