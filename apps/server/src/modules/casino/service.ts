import { isDeepStrictEqual } from 'node:util';
import type { PushTopic } from '@arenabet/contracts';
import type { RoundProgress } from '@arenabet/domain/casino/game';
import { JACKPOT_GAMES } from '@arenabet/domain/casino/jackpot';
import {
  ABANDONED_ROUND_MS,
  type CasinoProtection,
  minCycleMsOf,
  UK_CASINO_PROTECTION,
} from '@arenabet/domain/casino/player-protection';
import { CRASH_MAX_WIN_EUROS } from '@arenabet/domain/casino/shared-tables';
import { currencyById } from '@arenabet/reference/currencies';
import { and, desc, eq, gt, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { LivePushHub } from '../live-push/hub.ts';
import type { OutboxService } from '../outbox/service.ts';
import type { PlayerService } from '../players/service.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/service.ts';
import { CasinoOperations } from './backoffice.ts';
import { IN_HOUSE, type ProviderGames } from './catalogue.ts';
import { unitsPerEuro } from './euro-rates.ts';
import { casinoMailBody, casinoMailSubject } from './history-mail.ts';
import { Jackpots } from './jackpots.ts';
import { roundView } from './round-views.ts';
import { type InHouseGame, type RoundContext, type RoundRow, RoundWriter } from './round-writer.ts';
import { casinoRounds, casinoSeeds, casinoTableChains, casinoTableRounds } from './schema.ts';
import { revealedSeeds, rotateSeeds, type SeedRow, seedsInPlay } from './seeds.ts';
import { SharedTables, type TableHost, type TableRoundRow } from './shared-tables.ts';
import type { Studio } from './studios.ts';
import { type ChainRow, TableChains } from './table-chains.ts';
import { TablePush, type TablePushLog } from './table-push.ts';
import { CasinoWallet } from './wallet.ts';

export interface CasinoServices {
  accounts: AccountsService;
  players: Pick<PlayerService, 'byId'>;
  outbox: Pick<OutboxService, 'send'>;
  livePush: Pick<LivePushHub, 'sendToTopic' | 'hasSubscribers'>;
  responsibleGambling: Pick<ResponsibleGamblingService, 'guard' | 'recordWins' | 'releaseStake'>;
}

/** More moves than any round left open needs to close (insurance, then two split hands). */
const CLOSING_MOVES_MAX = 10;

/** The most rounds one letter lists. */
export const MAILED_ROUNDS_MAX = 500;

/**
 * Letters of the casino history a player may ask for in an hour: each is an e-mail the site
 * sends in its name, so a script must not turn the call into a mail cannon (the confirmation
 * codes' hourly bound).
 */
export const HISTORY_MAILS_PER_HOUR = 5;

export interface ActRequest {
  roundId: number;
  action: string;
  /** How many actions the page saw: a repeat of the last one answers it again. */
  actionIndex: number;
}

export interface PlayRequest {
  game: string;
  /** The page's key of this play: the same key again answers the same round. */
  requestId: string;
  bet: unknown;
}

/** A round with what it was drawn from: the player's seed pair, or a shared table's round. */
export interface RoundWithSeeds {
  round: RoundRow;
  seeds: SeedRow | null;
  table?: { round: TableRoundRow; chain: ChainRow } | null;
}

export interface PlayedRound extends RoundWithSeeds {
  seeds: SeedRow;
  /** The account's balance after the round, minor units. */
  balance: number;
}

export interface SeedsState {
  inPlay: SeedRow;
  revealed: SeedRow[];
}

/** How many rounds one page of the casino history holds. */
export const ROUNDS_PAGE = 20;

/**
 * The in-house casino: provably fair seeds per player and rounds played for money through the
 * seamless wallet, as an outside studio's rounds are. Each step is one transaction under the seed
 * pair's row lock (one step at a time per player, each nonce once): the stake debited, the game
 * played from the pair's words, the round written and the win credited. A round the player acts
 * in stays open, alone: no other round starts and the seed is not revealed until it is over.
 */
export class CasinoService {
  readonly wallet: CasinoWallet;
  /** Every provider's games: the in-house ones first, then each configured studio's. */
  readonly lobby: readonly ProviderGames[];
  readonly operations: CasinoOperations;
  /** Crash and the live roulette wheel, one round for every player. */
  readonly tables: SharedTables;
  readonly tablePush: TablePush;
  readonly jackpots: Jackpots;
  private readonly historyMails: RateLimiter;
  private readonly log: TablePushLog;

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: CasinoServices,
    private readonly games: ReadonlyMap<string, InHouseGame>,
    readonly studios: readonly Studio[] = [],
    options: { log: TablePushLog; chainLength?: number } = { log: console },
  ) {
    this.log = options.log;
    this.wallet = new CasinoWallet(deps, services);
    this.lobby = [IN_HOUSE, ...studios];
    this.operations = new CasinoOperations(deps, this.lobby);
    this.jackpots = new Jackpots(deps, services);
    this.tablePush = new TablePush(
      {
        view: (game) => this.tables.latestView(game),
        signature: (game) => this.tables.signature(game),
        send: (topic, message) => this.services.livePush.sendToTopic(topic as PushTopic, message),
        watched: (topic) => this.services.livePush.hasSubscribers(topic as PushTopic),
      },
      options.log,
    );
    this.tables = new SharedTables(
      deps,
      new TableChains(deps.clock, options.chainLength),
      this.tableHost((game, urgent) => this.tablePush.changed(game, urgent)),
    );
    this.historyMails = new RateLimiter(HISTORY_MAILS_PER_HOUR, 60 * 60_000, deps.clock);
  }

  /** What the shared tables need of the casino, with where their changes go. */
  tableHost(changed: TableHost['changed']): TableHost {
    return {
      wallet: this.wallet,
      activeAccount: (playerId) => this.activeAccount(playerId),
      limits: (playerId) => this.services.responsibleGambling.guard(playerId),
      requireOn: (game) => this.operations.requireOn(game),
      balanceIn: (tx, round) => this.balanceIn(tx, round),
      crashMaxWin: (currencyId) => this.crashMaxWin(currencyId),
      unpaid: (betId, error) =>
        this.log.error({ err: error, betId }, 'casino table bet left open: it could not be paid'),
      changed,
    };
  }

  /** CRASH_MAX_WIN_EUROS in a currency at the site's rate; undefined without a rate. */
  private async crashMaxWin(currencyId: number): Promise<number | undefined> {
    const rates = (await this.deps.siteSettings())?.currencies ?? [];
    const rate = unitsPerEuro(currencyId, rates);
    if (rate === undefined) return undefined;
    const precision = currencyById(currencyId)?.precision ?? 2;
    return Math.round(CRASH_MAX_WIN_EUROS * rate * 10 ** precision);
  }

  gameOf(slug: string): InHouseGame {
    const game = this.games.get(slug);
    if (!game) throw notFound('casino_game_unknown');
    return game;
  }

  async seedsOf(playerId: number): Promise<SeedsState> {
    const inPlay = await withTransaction(this.deps.db, (tx) =>
      seedsInPlay(tx, this.deps.clock, playerId),
    );
    return { inPlay, revealed: await revealedSeeds(this.deps.db, playerId) };
  }

  /** Reveals the server seed in play and commits to a new one with the player's client seed. */
  async rotateSeeds(playerId: number, clientSeed: string): Promise<SeedsState> {
    const inPlay = await withTransaction(this.deps.db, async (tx) => {
      await seedsInPlay(tx, this.deps.clock, playerId);
      // An open round's cards are still to come from this seed: revealing it would tell them.
      await this.requireNoOpenRound(tx, playerId);
      return rotateSeeds(tx, this.deps.clock, playerId, clientSeed);
    });
    return { inPlay, revealed: await revealedSeeds(this.deps.db, playerId) };
  }

  async play(playerId: number, request: PlayRequest): Promise<PlayedRound> {
    const entry = this.gameOf(request.game);
    const problem = entry.game.betProblem(request.bet);
    if (problem) throw badRequest('validation_failed', { bet: [problem] });
    await this.operations.requireOn(entry.game.slug);
    const account = await this.activeAccount(playerId);
    const minCycleMs = minCycleMsOf(entry.game.slug, await this.protectionFor(playerId));
    await this.wallet.openHouse(account.currencyId);
    if (JACKPOT_GAMES.has(entry.game.slug)) {
      await this.jackpots.open(entry.game.slug, account.currencyId);
    }
    const limits = await this.services.responsibleGambling.guard(playerId);
    return withTransaction(this.deps.db, async (tx) => {
      const seeds = await seedsInPlay(tx, this.deps.clock, playerId);
      const played = await this.roundOfRequest(tx, playerId, request);
      if (played) return played;
      await this.requireNoOpenRound(tx, playerId);
      await this.requireCycleOver(tx, playerId, entry.game.slug, minCycleMs);
      const context = { playerId, account, seeds, requestId: request.requestId, limits };
      const writer = new RoundWriter(tx, this.wallet, this.deps.clock, this.jackpots);
      const { row, balance } =
        entry.kind === 'instant'
          ? await writer.playInstant(context, entry.game, request.bet)
          : await writer.start(context, entry.game, request.bet);
      return { round: row, seeds: { ...seeds, nonce: seeds.nonce + 1 }, balance };
    });
  }

  /** One action in the player's open round (blackjack's hit, stand, double…). */
  async act(playerId: number, request: ActRequest): Promise<PlayedRound> {
    // The round plays on from its own account, whichever is active now.
    const [mine] = await this.deps.db
      .select({ currencyId: casinoRounds.currencyId })
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.id, request.roundId)));
    if (!mine) throw notFound('casino_round_unknown');
    await this.wallet.openHouse(mine.currencyId);
    const limits = await this.services.responsibleGambling.guard(playerId);
    return withTransaction(this.deps.db, async (tx) => {
      await seedsInPlay(tx, this.deps.clock, playerId);
      const { round, seeds } = await this.roundOf(tx, playerId, request.roundId);
      const entry = this.gameOf(round.game);
      const seen = round.actions.length;
      if (request.actionIndex < seen && round.actions[request.actionIndex] === request.action) {
        return { round, seeds, balance: await this.balanceIn(tx, round) };
      }
      if (request.actionIndex !== seen || entry.kind !== 'interactive') {
        throw conflict('casino_action_out_of_turn');
      }
      if (round.status !== 'open') throw conflict('casino_round_over');
      const context: RoundContext = {
        playerId,
        account: { id: round.accountId, currencyId: round.currencyId },
        seeds,
        requestId: round.requestId,
        limits,
      };
      const writer = new RoundWriter(tx, this.wallet, this.deps.clock);
      const acted = await writer.act(context, entry.game, round, request.action);
      const balance = acted.balance ?? (await this.balanceIn(tx, acted.row));
      return { round: acted.row, seeds, balance };
    });
  }

  /**
   * Closes every round left open ABANDONED_ROUND_MS after it was dealt, by its game's cautious
   * moves, through the player's own path (act): stakes and wins move as if they had pressed.
   * Returns how many it closed; a round it could not close is tried again on the next sweep.
   */
  async closeAbandoned(): Promise<number> {
    const dealtBefore = new Date(this.deps.clock.now().getTime() - ABANDONED_ROUND_MS);
    const left = await this.deps.db
      .select({ id: casinoRounds.id, playerId: casinoRounds.playerId })
      .from(casinoRounds)
      .where(
        and(
          eq(casinoRounds.status, 'open'),
          lt(casinoRounds.createdAt, dealtBefore),
          // A table bet is settled by its table's round, never by the player's moves.
          isNotNull(casinoRounds.seedId),
        ),
      );
    const failures: unknown[] = [];
    for (const { id, playerId } of left) {
      await this.closeRound(playerId, id).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw new AggregateError(failures, 'casino rounds left open');
    return left.length;
  }

  private async closeRound(playerId: number, roundId: number) {
    let { round } = await withTransaction(this.deps.db, (tx) =>
      this.roundOf(tx, playerId, roundId),
    );
    for (let move = 0; round.status === 'open' && move < CLOSING_MOVES_MAX; move++) {
      const entry = this.gameOf(round.game);
      if (entry.kind !== 'interactive') return;
      const action = entry.game.closingAction(round.outcome as RoundProgress);
      ({ round } = await this.act(playerId, {
        roundId,
        action,
        actionIndex: round.actions.length,
      }));
    }
  }

  /** The player's jurisdiction's casino rules (their country's configuration), the UK's by default. */
  async protectionFor(playerId: number): Promise<CasinoProtection> {
    const player = await this.services.players.byId(playerId);
    const settings = await this.deps.siteSettings({ countryId: player?.countryId ?? null });
    return settings?.responsible.casino ?? UK_CASINO_PROTECTION;
  }

  async rounds(playerId: number, before?: number): Promise<RoundWithSeeds[]> {
    const mine = eq(casinoRounds.playerId, playerId);
    return roundsWithSeeds(this.deps.db, before ? and(mine, lt(casinoRounds.id, before)) : mine);
  }

  /** Sends the rounds of the last `days` to the player's confirmed e-mail, through the outbox. */
  async mailRounds(playerId: number, days: number, language: string): Promise<number> {
    const player = await this.services.players.byId(playerId);
    if (!player?.email || !player.emailConfirmedAt) throw conflict('email_not_confirmed');
    this.historyMails.hit(String(playerId));
    const since = new Date(this.deps.clock.now().getTime() - days * 86_400_000);
    const recent = and(eq(casinoRounds.playerId, playerId), gt(casinoRounds.createdAt, since));
    const found = await roundsWithSeeds(this.deps.db, recent, MAILED_ROUNDS_MAX);
    await this.services.outbox.send({
      channel: 'email',
      recipient: player.email,
      purpose: 'casino_history',
      subject: casinoMailSubject(language),
      body: casinoMailBody(found.map(roundView), days, language),
      playerId,
    });
    return found.length;
  }

  /**
   * A round starts no sooner than the game's cycle after the player's last round of it. Checked
   * under the seed pair's lock, so rounds sent together cannot all pass.
   */
  private async requireCycleOver(tx: Transaction, playerId: number, slug: string, ms: number) {
    if (ms <= 0) return;
    const since = new Date(this.deps.clock.now().getTime() - ms);
    const [recent] = await tx
      .select({ id: casinoRounds.id })
      .from(casinoRounds)
      .where(
        and(
          eq(casinoRounds.playerId, playerId),
          eq(casinoRounds.game, slug),
          gt(casinoRounds.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) throw new AppError(429, 'casino_round_too_soon');
  }

  private async requireNoOpenRound(tx: Transaction, playerId: number) {
    const [open] = await tx
      .select({ id: casinoRounds.id })
      .from(casinoRounds)
      .where(
        and(
          eq(casinoRounds.playerId, playerId),
          eq(casinoRounds.status, 'open'),
          // A bet at a shared table holds no seed open and keeps the player from no game.
          isNotNull(casinoRounds.seedId),
        ),
      );
    if (open) throw conflict('casino_round_open');
  }

  /** A round of the player's own seed pair (a table bet is not acted in). */
  private async roundOf(tx: Transaction, playerId: number, roundId: number) {
    const [found] = await roundsWithSeeds(
      tx,
      and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.id, roundId)),
    );
    if (!found) throw notFound('casino_round_unknown');
    const { round, seeds } = found;
    if (!seeds) throw conflict('casino_action_out_of_turn');
    return { round, seeds };
  }

  /** The round a repeated request played, with the account's balance now. */
  private async roundOfRequest(
    tx: Transaction,
    playerId: number,
    request: PlayRequest,
  ): Promise<PlayedRound | undefined> {
    const [found] = await roundsWithSeeds(
      tx,
      and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.requestId, request.requestId)),
    );
    if (!found) return undefined;
    const { round, seeds } = found;
    const same = round.game === request.game && isDeepStrictEqual(round.bet, request.bet);
    if (!same || !seeds) throw conflict('casino_request_id_reused');
    return { round, seeds, balance: await this.balanceIn(tx, round) };
  }

  async balanceIn(tx: Transaction, round: RoundRow): Promise<number> {
    const account = await this.services.accounts.playableAccountIn(
      tx,
      round.playerId,
      round.accountId,
    );
    return account?.balance ?? 0;
  }

  /** Whether a round playing from the account is still open: its win is still to be paid. */
  async hasOpenRounds(accountId: number): Promise<boolean> {
    const [open] = await this.deps.db
      .select({ id: casinoRounds.id })
      .from(casinoRounds)
      .where(and(eq(casinoRounds.accountId, accountId), eq(casinoRounds.status, 'open')))
      .limit(1);
    return open !== undefined;
  }

  /** The account the player plays from now; 409 when none is active. */
  async activeAccount(playerId: number) {
    const { accounts } = await this.services.accounts.balanceOf(playerId);
    const active = accounts.find((a) => a.isActive);
    if (!active) throw conflict('casino_account_unavailable');
    return active;
  }
}

/**
 * Rounds, newest first, with the seed pair, or the shared table's round and chain, each was
 * drawn from.
 */
async function roundsWithSeeds(
  executor: Database | Transaction,
  where: SQL | undefined,
  limit = ROUNDS_PAGE,
): Promise<RoundWithSeeds[]> {
  const rows = await executor
    .select({
      round: casinoRounds,
      seeds: casinoSeeds,
      tableRound: casinoTableRounds,
      chain: casinoTableChains,
    })
    .from(casinoRounds)
    .leftJoin(casinoSeeds, eq(casinoSeeds.id, casinoRounds.seedId))
    .leftJoin(casinoTableRounds, eq(casinoTableRounds.id, casinoRounds.tableRoundId))
    .leftJoin(casinoTableChains, eq(casinoTableChains.id, casinoTableRounds.chainId))
    .where(where)
    .orderBy(desc(casinoRounds.id))
    .limit(limit);
  return rows.map(drawnFrom);
}

/** A joined row as a round with what it was drawn from. */
function drawnFrom(row: {
  round: RoundRow;
  seeds: SeedRow | null;
  tableRound: TableRoundRow | null;
  chain: ChainRow | null;
}): RoundWithSeeds {
  const { round, seeds, tableRound, chain } = row;
  return { round, seeds, table: tableRound && chain ? { round: tableRound, chain } : null };
}
