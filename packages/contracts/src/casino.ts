/*
 * The in-house casino's own calls: provably fair seeds and rounds. The spec names the casino's
 * catalogue calls (gamespreview) and GetLastWinners but not how a round is played, so these are
 * ours. Every amount here is an integer in minor units of the round's currency (a stake of 150
 * in euros is 1.50 €), as the seamless wallet counts; the page shows them with the currency's
 * precision. A bet's shape is checked here, its rules (a legal roulette placement, a keno pick)
 * by the game in the domain package.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idParam, languageCode, requiredText } from './primitives.ts';

export const CASINO_ROOT = '/service-api/casino/v1';

export const CLIENT_SEED_MAX_LENGTH = 64;

/** Printable ASCII without spaces, so a seed reads the same in every font and copy. */
export const clientSeedText = requiredText(CLIENT_SEED_MAX_LENGTH, {
  requiredKey: 'casino_client_seed_required',
}).check(z.regex(/^[\x21-\x7e]*$/, 'casino_client_seed_invalid'));

export const seedPair = z.object({
  id: z.int(),
  /** SHA-256 of the server seed, hex: published before any round is played with it. */
  commitment: z.string(),
  clientSeed: z.string(),
  /**
   * SHA-256 of the server seed the next pair will play with, committed before the player
   * chooses the next client seed.
   */
  nextCommitment: z.string(),
  /** The nonce of the next round while in play; after rotation, how many rounds it played. */
  nonce: z.int(),
  /** Only once revealed: the seed itself, so every round it played can be recomputed. */
  serverSeed: z.nullable(z.string()),
  createdAt: z.string(),
  revealedAt: z.nullable(z.string()),
});
export type SeedPair = z.infer<typeof seedPair>;

export const casinoSeeds = z.object({
  inPlay: seedPair,
  /** The latest revealed pairs, newest first. */
  revealed: z.array(seedPair),
});
export type CasinoSeeds = z.infer<typeof casinoSeeds>;

const minorUnits = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const stake = z.int('validation_invalid_type').check(z.positive('casino_stake_invalid'));

export const rouletteChip = z.object({
  kind: z.string(),
  /** The numbers an inside bet covers; absent for an outside bet. */
  numbers: z.optional(z.array(z.int())),
  stake,
});
export const rouletteBet = z.object({ bets: z.array(rouletteChip) });
export const diceBet = z.object({
  stake,
  /** Hundredths: 4950 is 49.50. */
  target: z.int(),
  direction: z.enum(['under', 'over']),
});
export const kenoBet = z.object({ stake, picks: z.array(z.int()) });
export const baccaratBet = z.object({
  player: z.optional(stake),
  banker: z.optional(stake),
  tie: z.optional(stake),
});

/** Gem Mine plays all 20 lines: the stake is 20 times the line stake. */
export const slotBet = z.object({ lineStake: stake });
export const blackjackBet = z.object({ stake });

/** Each game's bet, by the game's slug. */
export const CASINO_BETS = {
  roulette: rouletteBet,
  dice: diceBet,
  keno: kenoBet,
  baccarat: baccaratBet,
  'gem-mine': slotBet,
  blackjack: blackjackBet,
} as const;
export type CasinoGameSlug = keyof typeof CASINO_BETS;
export const CASINO_GAME_SLUGS = Object.keys(CASINO_BETS) as CasinoGameSlug[];

export const playRequest = z.object({
  game: z.string(),
  /** A UUID the page makes once per play: the same id again answers the same round. */
  requestId: z.uuid('validation_invalid_format'),
  /** The game's bet (see CASINO_BETS), checked against the game named. */
  bet: z.unknown(),
});
export type PlayRequest = z.infer<typeof playRequest>;

export const casinoRound = z.object({
  id: z.int(),
  game: z.string(),
  stake: minorUnits,
  win: minorUnits,
  currencyIso: z.string(),
  /** Digits after the point of the currency's minor units. */
  precision: z.int(),
  bet: z.unknown(),
  /**
   * What the round drew (the pocket, the roll, the cards…), as the game describes it; for a
   * round the player acts in, its state now (the dealer's hole card hidden while it is open).
   */
  outcome: z.unknown(),
  /** The player's actions in order (blackjack); empty for a game played in one step. */
  actions: z.array(z.string()),
  /** Open while the player still acts in it. */
  status: z.enum(['open', 'settled']),
  /** The player's seed pair; null for a bet at a shared table (casino-tables.ts). */
  seedId: z.nullable(z.int()),
  /** A shared table's round the bet was on; null for a round of the player's own. */
  tableRoundId: z.nullable(z.int()),
  /** The pair's nonce; at a shared table, the round's place in its chain. */
  nonce: z.int(),
  /** The server seed's SHA-256; at a shared table, the chain's published last hash. */
  commitment: z.string(),
  /** The player's client seed; at a shared table, the chain's salt. */
  clientSeed: z.string(),
  /**
   * Present once the pair is revealed (at a shared table, the round's hash once it is over):
   * the round can then be recomputed.
   */
  serverSeed: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CasinoRound = z.infer<typeof casinoRound>;

export const playedRound = z.extend(casinoRound, {
  /** The account's balance after the round, minor units. */
  balance: minorUnits,
});
export type PlayedRound = z.infer<typeof playedRound>;

export const casinoRounds = z.object({
  rounds: z.array(casinoRound),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.nullable(z.int()),
});
export type CasinoRounds = z.infer<typeof casinoRounds>;

export const jackpotPot = z.object({
  /** The game whose spins feed it and can win it. */
  game: z.string(),
  currencyIso: z.string(),
  precision: z.int(),
  /** What a spin that wins it now is paid on top of its own win, minor units. */
  amount: minorUnits,
  /** What it starts from again after a win. */
  seed: minorUnits,
  /** False while no spin in this currency has opened it: it would open at the seed. */
  open: z.boolean(),
  wins: z.int(),
  lastWin: z.nullable(minorUnits),
  lastWonAt: z.nullable(z.string()),
});
export type JackpotPot = z.infer<typeof jackpotPot>;

const roundsQuery = z.object({
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const casinoCalls = {
  seeds: defineCall({
    method: 'GET',
    path: `${CASINO_ROOT}/seeds`,
    summary: "The player's seed pair in play (its commitment, never its seed) and revealed pairs",
    description: 'Opens the first pair, with a random client seed, on first use.',
    tag: 'casino',
    access: 'player',
    response: resource('casino-seeds', casinoSeeds),
  }),
  rotateSeeds: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/seeds`,
    summary: 'Reveal the server seed in play and commit to a new one with this client seed',
    description:
      '400 validation_errors on clientSeed: casino_client_seed_required, max_symbols_limit, ' +
      'casino_client_seed_invalid (printable characters without spaces only).',
    tag: 'casino',
    access: 'player',
    body: resourceBody(z.object({ clientSeed: clientSeedText })),
    response: resource('casino-seeds', casinoSeeds),
  }),
  play: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/rounds`,
    summary: 'Play one round of an in-house game for money from the active account',
    description:
      'The stake is debited, the round drawn from the seed pair in play at its next nonce, and ' +
      'the win credited, in one step. Idempotent by requestId. 404 casino_game_unknown; 400 ' +
      'validation_errors on bet (the game says which rule failed: roulette_bet_invalid, ' +
      'dice_chance_out_of_range…) or on the stake; 400 account_insufficient_funds; 409 ' +
      'casino_account_unavailable (no active account), casino_request_id_reused, ' +
      'casino_round_open (a blackjack round is still open); 429 casino_round_too_soon (the ' +
      "jurisdiction's shortest cycle, 5 s or 2.5 s for the slot, has not passed).",
    tag: 'casino',
    access: 'player',
    body: resourceBody(playRequest),
    response: resource('casino-round', playedRound),
  }),
  act: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/rounds/{id}/actions`,
    summary: 'One action in an open round (blackjack: hit, stand, double, split, insurance…)',
    description:
      'actionIndex is the number of actions the page has seen: the same action at an index ' +
      'already taken answers the round again (a repeat), any other index is 409 ' +
      'casino_action_out_of_turn. A double, a split or insurance debits its stake. 400 ' +
      'validation_errors on action: blackjack_action_not_allowed; 409 casino_round_over; 404 ' +
      'casino_round_unknown.',
    tag: 'casino',
    access: 'player',
    params: z.object({ id: idParam }),
    body: resourceBody(
      z.object({ action: z.string(), actionIndex: z.int().check(z.gte(0), z.lte(100)) }),
    ),
    response: resource('casino-round', playedRound),
  }),
  mailRounds: defineCall({
    method: 'POST',
    path: `${CASINO_ROOT}/rounds/mail`,
    summary: "Send the player's rounds of the last days, with their seeds, to their e-mail",
    description:
      "The spec's casino bets-history mail, through the outbox: up to 500 rounds of the last " +
      '`days` (1-90, 30 by default). 409 email_not_confirmed without a confirmed e-mail; ' +
      '429 too_many_requests (with Retry-After) past 5 letters an hour.',
    tag: 'casino',
    access: 'player',
    query: z.object({ lng: z.optional(languageCode) }),
    body: resourceBody(
      z.object({ days: z.optional(z.int().check(z.gte(1), z.lte(90, 'validation_too_big'))) }),
    ),
    response: resource('casino-rounds-mail', z.object({ count: z.int() })),
  }),
  jackpots: defineCall({
    method: 'GET',
    path: `${CASINO_ROOT}/jackpots`,
    summary: "The progressive jackpots' pots, one per game and currency the site takes",
    description:
      "Gem Mine's jackpot: 1 % of each stake (up to the stake cap) goes in its currency's pot; " +
      'a spin wins the whole pot with a chance of its stake over the odds; the pot then starts ' +
      'again from its seed.',
    tag: 'casino',
    access: 'public',
    response: resource('casino-jackpots', z.object({ jackpots: z.array(jackpotPot) })),
  }),
  rounds: defineCall({
    method: 'GET',
    path: `${CASINO_ROOT}/rounds`,
    summary: "The player's casino rounds, newest first, a page at a time",
    tag: 'casino',
    access: 'player',
    query: roundsQuery,
    response: resource('casino-rounds', casinoRounds),
  }),
};
