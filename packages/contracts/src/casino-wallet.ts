/*
 * The seamless wallet as an outside studio calls it. The studio keeps no money: it asks the
 * site for the player's balance and debits each stake and credits each win as the round is
 * played. The protocol follows what the large aggregators run:
 *
 * - a player opens a game by a launch URL carrying a short-lived session token; the studio
 *   passes the token with every call;
 * - every call is a POST of JSON signed by the studio: X-Casino-Timestamp (unix milliseconds)
 *   and X-Casino-Signature = hex HMAC-SHA256(studio key, "<timestamp>.<raw body>"); a call more
 *   than 30 s from our clock, or a signature seen before, is refused (a retry is signed anew);
 * - a session lapses for new stakes, never for settling: credit, rollback and repeats of a
 *   debit are taken however late;
 * - debit, credit and rollback carry the studio's round and transaction ids and are idempotent
 *   by transaction id: a repeat, however late, gets the first answer;
 * - amounts are integers in minor units of the session's currency, which every answer names.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';

export const STUDIO_WALLET_ROOT = '/third-party/casino/v1';
export const TIMESTAMP_HEADER = 'x-casino-timestamp';
export const SIGNATURE_HEADER = 'x-casino-signature';
/** How far a call's timestamp may be from ours, either way. */
export const SIGNATURE_TOLERANCE_MS = 30_000;

const token = z.string().check(z.minLength(16), z.maxLength(128));
const walletId = z.string().check(z.minLength(1), z.maxLength(100));
const amount = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const balanceRequest = z.object({ token });
export const moneyRequest = z.object({
  token,
  roundId: walletId,
  transactionId: walletId,
  amount,
  currency: z.string(),
});
export const rollbackRequest = z.object({
  token,
  roundId: walletId,
  transactionId: walletId,
  /** The transaction id of the debit to cancel. */
  debitTransactionId: walletId,
});
export type StudioMoneyRequest = z.infer<typeof moneyRequest>;

export const walletAnswer = z.object({
  /** Minor units of `currency`. */
  balance: amount,
  currency: z.string(),
  /** Our id of the call (absent for balance). */
  walletTransactionId: z.optional(z.int()),
  /** True when the transaction id was seen before: nothing moved this time. */
  replayed: z.optional(z.boolean()),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

const refusals =
  '401 provider_signature_invalid (bad or missing signature, or a timestamp more than 30 s ' +
  'away), 409 provider_request_replayed (this signature was seen), 401 casino_session_invalid ' +
  '(unknown or expired token), 409 casino_currency_mismatch, 400 account_insufficient_funds, ' +
  '409 casino_transaction_id_reused, casino_credit_without_debit, casino_round_rolled_back, ' +
  'casino_debit_rolled_back, casino_rollback_after_credit, casino_game_off (a new stake on a ' +
  "game turned off). Errors answer the site's error body, the key in `message`. A retry is " +
  'signed afresh (a new timestamp): the same signed bytes twice are a replay. Credit and ' +
  'rollback, and repeats of a debit, are taken on a lapsed session.';

const studioCall = (name: string, summary: string, body: z.ZodMiniType) =>
  defineCall({
    method: 'POST',
    path: `${STUDIO_WALLET_ROOT}/{provider}/${name}`,
    summary,
    description: refusals,
    tag: 'casino-wallet',
    access: 'public',
    params: z.object({ provider: z.string() }),
    body,
    response: walletAnswer,
    mediaType: 'application/json',
  });

export const studioWalletCalls = {
  balance: studioCall('balance', "The session's balance", balanceRequest),
  debit: studioCall('debit', 'Take a stake', moneyRequest),
  credit: studioCall('credit', 'Pay a win (0 closes a lost round)', moneyRequest),
  rollback: studioCall('rollback', 'Cancel a debit the round will not settle', rollbackRequest),
};

export const launchAnswer = z.object({
  /** The studio's page for the game, carrying the session token. */
  url: z.string(),
  /** When the token lapses unless the game uses it. */
  expiresAt: z.string(),
});

export const launchCalls = {
  launch: defineCall({
    method: 'POST',
    path: '/service-api/casino/v1/launch',
    summary: "Open an outside studio's game for real money from the active account",
    description:
      'Answers the launch URL with a session token that lapses after 2 minutes unused and 30 ' +
      'minutes after its last wallet call. 404 casino_game_unknown; 409 casino_account_unavailable.',
    tag: 'casino',
    access: 'player',
    body: resourceBody(z.object({ provider: z.string(), game: z.string() })),
    response: resource('casino-launch', launchAnswer),
  }),
};
