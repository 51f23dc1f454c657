import { isDeepStrictEqual } from 'node:util';
import type { CasinoGame } from '@arenabet/domain/casino/game';
import {
  type CasinoProtection,
  minCycleMsOf,
  UK_CASINO_PROTECTION,
} from '@arenabet/domain/casino/player-protection';
import { FairWords } from '@arenabet/domain/casino/provably-fair';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { PlayerService } from '../players/service.ts';
import { casinoRounds, casinoSeeds } from './schema.ts';
import { nodeSeedHmac, revealedSeeds, rotateSeeds, type SeedRow, seedsInPlay } from './seeds.ts';
import { CasinoWallet, IN_HOUSE_PROVIDER } from './wallet.ts';

export interface CasinoServices {
  accounts: AccountsService;
  players: Pick<PlayerService, 'byId'>;
}

// biome-ignore lint/suspicious/noExplicitAny: each game checks its own bet; the registry holds all
export type AnyCasinoGame = CasinoGame<any, unknown>;

export interface PlayRequest {
  game: string;
  /** The page's key of this play: the same key again answers the same round. */
  requestId: string;
  bet: unknown;
}

export type RoundRow = typeof casinoRounds.$inferSelect;

/** A round with the seed pair it was drawn from. */
export interface RoundWithSeeds {
  round: RoundRow;
  seeds: SeedRow;
}

export interface PlayedRound extends RoundWithSeeds {
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
 * seamless wallet, as an outside studio's rounds are. A round is one transaction: the seed pair's
 * row is locked (one round at a time per player, each nonce once), the stake debited, the game
 * played from the pair's words, the round written and the win credited.
 */
export class CasinoService {
  readonly wallet: CasinoWallet;

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: CasinoServices,
    private readonly games: ReadonlyMap<string, AnyCasinoGame>,
  ) {
    this.wallet = new CasinoWallet(deps, services);
  }

  gameOf(slug: string): AnyCasinoGame {
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
    const inPlay = await withTransaction(this.deps.db, (tx) =>
      rotateSeeds(tx, this.deps.clock, playerId, clientSeed),
    );
    return { inPlay, revealed: await revealedSeeds(this.deps.db, playerId) };
  }

  async play(playerId: number, request: PlayRequest): Promise<PlayedRound> {
    const game = this.gameOf(request.game);
    const problem = game.betProblem(request.bet);
    if (problem) throw badRequest('validation_failed', { bet: [problem] });
    const account = await this.activeAccount(playerId);
    const minCycleMs = minCycleMsOf(game.slug, await this.protectionFor(playerId));
    await this.wallet.openHouse(account.currencyId);
    return withTransaction(this.deps.db, async (tx) => {
      const seeds = await seedsInPlay(tx, this.deps.clock, playerId);
      const played = await this.roundOfRequest(tx, playerId, request);
      if (played) return played;
      await this.requireCycleOver(tx, playerId, game.slug, minCycleMs);
      return this.playRound(tx, { playerId, account, game, seeds, request });
    });
  }

  /** The player's jurisdiction's casino rules (their country's configuration), the UK's by default. */
  async protectionFor(playerId: number): Promise<CasinoProtection> {
    const player = await this.services.players.byId(playerId);
    const settings = await this.deps.siteSettings({ countryId: player?.countryId ?? null });
    return settings?.responsible.casino ?? UK_CASINO_PROTECTION;
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

  async rounds(playerId: number, before?: number): Promise<RoundWithSeeds[]> {
    const mine = eq(casinoRounds.playerId, playerId);
    return this.deps.db
      .select({ round: casinoRounds, seeds: casinoSeeds })
      .from(casinoRounds)
      .innerJoin(casinoSeeds, eq(casinoSeeds.id, casinoRounds.seedId))
      .where(before ? and(mine, lt(casinoRounds.id, before)) : mine)
      .orderBy(desc(casinoRounds.id))
      .limit(ROUNDS_PAGE);
  }

  private async playRound(tx: Transaction, round: RoundToPlay): Promise<PlayedRound> {
    const { playerId, account, game, seeds, request } = round;
    const stake = game.stakeOf(request.bet);
    const call = {
      provider: IN_HOUSE_PROVIDER,
      roundId: `${seeds.id}:${seeds.nonce}`,
      playerId,
      accountId: account.id,
      currencyId: account.currencyId,
    };
    await this.wallet.debit(tx, { ...call, transactionId: `${call.roundId}:bet`, amount: stake });
    const words = new FairWords({ ...seeds }, nodeSeedHmac);
    const { outcome, win } = game.play(words, request.bet);
    await tx
      .update(casinoSeeds)
      .set({ nonce: seeds.nonce + 1 })
      .where(eq(casinoSeeds.id, seeds.id));
    const [row] = await tx
      .insert(casinoRounds)
      .values({
        playerId,
        requestId: request.requestId,
        game: game.slug,
        seedId: seeds.id,
        nonce: seeds.nonce,
        accountId: account.id,
        currencyId: account.currencyId,
        stake,
        win,
        bet: request.bet,
        outcome,
        createdAt: this.deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error(`Round ${call.roundId} was not written`);
    const credited = await this.wallet.credit(tx, {
      ...call,
      transactionId: `${call.roundId}:win`,
      amount: win,
    });
    return { round: row, seeds: { ...seeds, nonce: seeds.nonce + 1 }, balance: credited.balance };
  }

  /** The round a repeated request played, with the balance its win left. */
  private async roundOfRequest(
    tx: Transaction,
    playerId: number,
    request: PlayRequest,
  ): Promise<PlayedRound | undefined> {
    const [found] = await tx
      .select({ round: casinoRounds, seeds: casinoSeeds })
      .from(casinoRounds)
      .innerJoin(casinoSeeds, eq(casinoSeeds.id, casinoRounds.seedId))
      .where(
        and(eq(casinoRounds.playerId, playerId), eq(casinoRounds.requestId, request.requestId)),
      );
    if (!found) return undefined;
    const { round } = found;
    if (round.game !== request.game || !isDeepStrictEqual(round.bet, request.bet)) {
      throw conflict('casino_request_id_reused');
    }
    const credit = await this.wallet.answerIn(
      tx,
      IN_HOUSE_PROVIDER,
      `${round.seedId}:${round.nonce}:win`,
    );
    return { ...found, balance: credit.balanceAfter };
  }

  private async activeAccount(playerId: number) {
    const { accounts } = await this.services.accounts.balanceOf(playerId);
    const active = accounts.find((a) => a.isActive);
    if (!active) throw conflict('casino_account_unavailable');
    return active;
  }
}

interface RoundToPlay {
  playerId: number;
  account: { id: number; currencyId: number };
  game: AnyCasinoGame;
  seeds: SeedRow;
  request: PlayRequest;
}
