import type {
  CasinoGame,
  InteractiveCasinoGame,
  RoundProgress,
} from '@arenabet/domain/casino/game';
import { JACKPOT_GAMES } from '@arenabet/domain/casino/jackpot';
import { FairWords } from '@arenabet/domain/casino/provably-fair';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { LimitGuard } from '../responsible-gambling/limit-guard.ts';
import type { Jackpots } from './jackpots.ts';
import { casinoRounds, casinoSeeds } from './schema.ts';
import { nodeSeedHmac, type SeedRow } from './seeds.ts';
import { type CasinoWallet, IN_HOUSE_PROVIDER } from './wallet.ts';

// biome-ignore lint/suspicious/noExplicitAny: each game checks its own bet; the registry holds all
export type AnyCasinoGame = CasinoGame<any, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for the games the player acts in
export type AnyInteractiveGame = InteractiveCasinoGame<any, string, RoundProgress>;

/** An in-house game: played in one step, or acted in until the round is over. */
export type InHouseGame =
  | { kind: 'instant'; game: AnyCasinoGame }
  | { kind: 'interactive'; game: AnyInteractiveGame };

export type RoundRow = typeof casinoRounds.$inferSelect;

/** Who plays, from which account, with which seed pair, under which request. */
export interface RoundContext {
  playerId: number;
  account: { id: number; currencyId: number };
  seeds: SeedRow;
  requestId: string;
  /** The player's limits and breaks, which every stake of the round passes. */
  limits: LimitGuard;
}

/** The wallet's round id of an in-house round: its seed pair and nonce, never reused. */
export const walletRoundId = (seedId: number, nonce: number) => `${seedId}:${nonce}`;

/**
 * Writes an in-house round and moves its money through the wallet, inside the caller's
 * transaction (which holds the seed pair's lock). Stakes are debited before the game is drawn,
 * wins credited after the round is written.
 */
export class RoundWriter {
  constructor(
    private readonly tx: Transaction,
    private readonly wallet: CasinoWallet,
    private readonly clock: Clock,
    private readonly jackpots?: Jackpots,
  ) {}

  async playInstant(context: RoundContext, game: AnyCasinoGame, bet: unknown) {
    const stake = game.stakeOf(bet);
    await this.debit(context, 'bet', stake);
    const played = game.play(this.wordsOf(context.seeds), bet);
    const jackpot = await this.jackpotOf(context, game.slug, stake);
    const row = await this.insert(context, game.slug, {
      stake,
      win: played.win + (jackpot?.amount ?? 0),
      bet,
      outcome: jackpot ? { ...(played.outcome as object), jackpot } : played.outcome,
    });
    const balance = await this.credit(context, row.win);
    return { row, balance };
  }

  async start(context: RoundContext, game: AnyInteractiveGame, bet: unknown) {
    const stake = game.stakeOf(bet);
    const debited = await this.debit(context, 'bet', stake);
    const replay = game.replay(this.wordsOf(context.seeds), bet, []);
    if (!replay.ok) throw badRequest('validation_failed', { bet: [replay.problem] });
    const { state } = replay;
    const win = state.over ? (state.win ?? 0) : 0;
    const row = await this.insert(context, game.slug, {
      stake,
      win,
      bet,
      outcome: state,
      status: state.over ? 'settled' : 'open',
    });
    const balance = state.over ? await this.credit(context, win) : debited;
    return { row, balance };
  }

  /** Appends one action to an open round: extra stakes debited, the win credited once over. */
  async act(context: RoundContext, game: AnyInteractiveGame, round: RoundRow, action: string) {
    const actions = [...round.actions, action];
    const replay = game.replay(this.wordsOf(context.seeds, round.nonce), round.bet, actions);
    if (!replay.ok) throw badRequest('validation_failed', { action: [replay.problem] });
    const { state } = replay;
    const extra = state.staked - round.stake;
    let balance: number | undefined;
    if (extra > 0)
      balance = await this.debit(context, `stake:${round.actions.length}`, extra, round.nonce);
    const win = state.over ? (state.win ?? 0) : 0;
    const [row] = await this.tx
      .update(casinoRounds)
      .set({
        actions,
        stake: state.staked,
        win,
        outcome: state,
        status: state.over ? 'settled' : 'open',
        settledAt: state.over ? this.clock.now() : null,
      })
      .where(eq(casinoRounds.id, round.id))
      .returning();
    if (!row) throw new Error(`Round ${round.id} was not updated`);
    if (state.over) balance = await this.credit(context, win, round.nonce);
    return { row, balance };
  }

  /** A jackpot game's spin in its pot: the contribution, and the pot when it wins. */
  private jackpotOf(context: RoundContext, game: string, stake: number) {
    if (!this.jackpots || !JACKPOT_GAMES.has(game)) return undefined;
    const { seeds } = context;
    return this.jackpots.spin(this.tx, {
      game,
      currencyId: context.account.currencyId,
      stake,
      seeds: { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
      roundKey: `${IN_HOUSE_PROVIDER}:${walletRoundId(seeds.id, seeds.nonce)}`,
    });
  }

  private wordsOf(seeds: SeedRow, nonce = seeds.nonce) {
    return new FairWords(
      { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce },
      nodeSeedHmac,
    );
  }

  private call(context: RoundContext, nonce: number) {
    return {
      provider: IN_HOUSE_PROVIDER,
      roundId: walletRoundId(context.seeds.id, nonce),
      playerId: context.playerId,
      accountId: context.account.id,
      currencyId: context.account.currencyId,
    };
  }

  private async debit(
    context: RoundContext,
    what: string,
    amount: number,
    nonce = context.seeds.nonce,
  ) {
    const call = this.call(context, nonce);
    const answer = await this.wallet.debit(this.tx, {
      ...call,
      transactionId: `${call.roundId}:${what}`,
      amount,
      limits: context.limits,
    });
    return answer.balance;
  }

  private async credit(context: RoundContext, win: number, nonce = context.seeds.nonce) {
    const call = this.call(context, nonce);
    const answer = await this.wallet.credit(this.tx, {
      ...call,
      transactionId: `${call.roundId}:win`,
      amount: win,
    });
    return answer.balance;
  }

  /** The round at the pair's next nonce, which moves on. */
  private async insert(
    context: RoundContext,
    game: string,
    round: Pick<RoundRow, 'stake' | 'win' | 'bet' | 'outcome'> & Partial<Pick<RoundRow, 'status'>>,
  ): Promise<RoundRow> {
    const { seeds } = context;
    await this.tx
      .update(casinoSeeds)
      .set({ nonce: seeds.nonce + 1 })
      .where(eq(casinoSeeds.id, seeds.id));
    const now = this.clock.now();
    const [row] = await this.tx
      .insert(casinoRounds)
      .values({
        playerId: context.playerId,
        requestId: context.requestId,
        game,
        seedId: seeds.id,
        nonce: seeds.nonce,
        accountId: context.account.id,
        currencyId: context.account.currencyId,
        ...round,
        createdAt: now,
        settledAt: round.status === 'open' ? null : now,
      })
      .returning();
    if (!row) throw new Error(`Round ${walletRoundId(seeds.id, seeds.nonce)} was not written`);
    return row;
  }
}
