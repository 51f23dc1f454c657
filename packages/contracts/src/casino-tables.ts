/*
 * The shared tables: crash and the live roulette wheel, one round at a time for every player,
 * on the server's clock. Their rounds come from a published hash chain (the chain's last hash,
 * the commitment, is out before its first round; each round's hash is revealed when it is
 * over), not from a player's seed pair. The page reads a table's state once and then follows it
 * over the live push: subscribe to `table:crash` or `table:live-roulette` and each change of the
 * round arrives as a `casinoTable` message with the whole round. Times are the server's, in ms
 * since the epoch, with `serverTime` to set the page's clock by; amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { CASINO_ROOT, casinoRound, rouletteBet } from './casino.ts';
import { resource, resourceBody } from './json-api.ts';

export const SHARED_TABLE_GAMES = ['crash', 'live-roulette'] as const;
export const sharedTableGame = z.enum(SHARED_TABLE_GAMES);
export type SharedTableGameSlug = z.infer<typeof sharedTableGame>;

/** Betting is open; the round runs (the multiplier climbs, the wheel spins); it is over. */
export const TABLE_PHASES = ['betting', 'running', 'settled'] as const;
export type TablePhase = (typeof TABLE_PHASES)[number];

/** The push topic of a table. */
export const tableTopic = (game: SharedTableGameSlug) => `table:${game}` as const;

const minorUnits = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const stake = z.int('validation_invalid_type').check(z.positive('crash_stake_invalid'));

/** A crash bet; the auto cash-out in hundredths (2.50× is 250), at least 1.01×. */
export const crashBet = z.object({
  stake,
  autoCashout: z.optional(z.int('validation_invalid_type')),
});

export const TABLE_BETS = { crash: crashBet, 'live-roulette': rouletteBet } as const;

export const tableOutcome = z.union([
  /** Hundredths: 2.37× is 237. */
  z.object({ crashPoint: z.int() }),
  z.object({ pocket: z.int() }),
]);

/** A bet on the table as every player sees it: whose, masked, and how it went. */
export const tableBetView = z.object({
  /** The account number with its middle hidden, as the last winners show it. */
  player: z.string(),
  stake: minorUnits,
  currencyIso: z.string(),
  precision: z.int(),
  /** Crash: where it was cashed out (hundredths); null while in, or lost. */
  cashout: z.nullable(z.int()),
  /** Null until the bet is settled. */
  win: z.nullable(minorUnits),
});
export type TableBetView = z.infer<typeof tableBetView>;

export const tableRound = z.object({
  id: z.int(),
  game: sharedTableGame,
  phase: z.enum(TABLE_PHASES),
  chainId: z.int(),
  /** The round's place in its chain: its hash hashes this many times to the commitment. */
  position: z.int(),
  /** The chain's last hash, published before its first round. */
  commitment: z.string(),
  /** The chain's public salt (crash: the HMAC's message; the wheel: the client seed). */
  salt: z.string(),
  openedAt: z.int(),
  bettingClosesAt: z.int(),
  /** When the round began to run; null while betting is open. */
  startedAt: z.nullable(z.int()),
  /** When it was settled. */
  settledAt: z.nullable(z.int()),
  /** Only once settled. */
  outcome: z.nullable(tableOutcome),
  hash: z.nullable(z.string()),
  /** The latest bets, newest first (at most TABLE_BETS_SHOWN). */
  bets: z.array(tableBetView),
  betCount: z.int(),
  /** Bets settled so far (crash: cashed out during the flight; all of them once settled). */
  settledBetCount: z.int(),
  /** The server's clock when this was sent. */
  serverTime: z.int(),
});
export type TableRound = z.infer<typeof tableRound>;

export const TABLE_BETS_SHOWN = 30;
export const TABLE_HISTORY_SHOWN = 20;

export const settledTableRound = z.object({
  id: z.int(),
  position: z.int(),
  outcome: tableOutcome,
  hash: z.string(),
  settledAt: z.int(),
});

export const tableState = z.object({
  round: tableRound,
  /** The latest settled rounds, newest first. */
  history: z.array(settledTableRound),
});
export type TableState = z.infer<typeof tableState>;

/** The push message of a table's change. */
export const pushTableMessage = z.object({ type: z.literal('casinoTable'), round: tableRound });
export type PushTableMessage = z.infer<typeof pushTableMessage>;

const gameParams = z.object({ game: sharedTableGame });

export const placedTableBet = z.object({
  /** The player's bet, as their casino history lists it. */
  bet: casinoRound,
  balance: minorUnits,
});

export const casinoTableCalls = {
  table: defineCall({
    method: 'GET',
    path: `${CASINO_ROOT}/tables/{game}`,
    summary: "A shared table's round now and its latest results",
    tag: 'casino',
    access: 'public',
    params: gameParams,
    response: resource('casino-table', tableState),
  }),
  myBets: defineCall({
    method: 'GET',
    path: `${CASINO_ROOT}/tables/{game}/bets`,
    summary: "The player's bets in the table's round now",
    tag: 'casino',
    access: 'player',
    params: gameParams,
    response: resource('casino-table-bets', z.object({ bets: z.array(casinoRound) })),
  }),
  bet: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/tables/{game}/bets`,
    summary: "Bet in the table's round while betting is open, from the active account",
    description:
      'The stake is debited at once; the bet is settled with the round (crash: or when cashed ' +
      'out, or by itself at its target: its own auto cash-out, or where its win would reach ' +
      "the most a bet may win, €100 000 at the site's rate). Idempotent by requestId. 400 " +
      'validation_errors on bet (crash_stake_invalid, crash_target_invalid, ' +
      'crash_stake_too_large, roulette_bet_invalid…) or on game (not a shared table); 400 ' +
      'account_insufficient_funds; 409 casino_table_betting_closed (the round named is not ' +
      'taking bets), casino_table_one_bet (crash takes one bet a round), ' +
      'casino_table_bets_limit (10 bets a round at the wheel), casino_request_id_reused, ' +
      'casino_account_unavailable, casino_currency_unavailable, casino_game_off.',
    tag: 'casino',
    access: 'player',
    params: gameParams,
    body: resourceBody(
      z.object({
        roundId: z.int(),
        requestId: z.uuid('validation_invalid_format'),
        bet: z.unknown(),
      }),
    ),
    response: resource('casino-table-bet', placedTableBet),
  }),
  cashOut: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/tables/crash/cash-out`,
    summary: "Cash out the player's crash bet at the multiplier of the moment",
    description:
      'The win is the stake times the multiplier when the server takes the call, credited at ' +
      'once. A bet already cashed out answers as it stands. 409 casino_table_not_running ' +
      '(the round has not started), casino_crash_crashed (too late: the round crashed first); ' +
      '404 casino_table_bet_unknown.',
    tag: 'casino',
    access: 'player',
    body: resourceBody(z.object({ roundId: z.int() })),
    response: resource('casino-table-bet', placedTableBet),
  }),
};
