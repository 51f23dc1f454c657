import type { CasinoRound, SeedPair } from '@arenabet/contracts/casino';
import type {
  CasinoGame,
  InteractiveCasinoGame,
  RoundProgress,
} from '@arenabet/domain/casino/game';
import { commitmentOf, FairWords } from '@arenabet/domain/casino/provably-fair';

/*
 * Demo play: a visitor plays the same games with play money, entirely in this page. The rounds
 * come from the same provably fair scheme as real ones: a server seed drawn here from the
 * browser's cryptographic source (never Math.random), its SHA-256 shown before play, and the
 * next pair's server seed committed too, before the visitor chooses the next client seed; a nonce
 * per round; changing seeds reveals the old one, so a demo round can be checked on the
 * verification page like any other.
 */

/** Play money every visit starts with: 1 000.00. */
export const DEMO_BALANCE = 100_000;
export const DEMO_PRECISION = 2;
/** The demo's chips start at 1.00 of play money. */
export const DEMO_CHIP_UNIT = 100;
/** What a demo round names as its currency: no real one. */
export const DEMO_CURRENCY = 'DEMO';
/** The rounds a demo table remembers. */
const ROUNDS_KEPT = 50;
const REVEALED_KEPT = 10;

/** Bytes from the browser's cryptographic source. */
export type RandomBytes = (count: number) => Uint8Array;

export const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

export function randomHex(count: number, random: RandomBytes = cryptoBytes): string {
  return Array.from(random(count), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 32 bytes, as the server draws its own. */
export const newServerSeed = (random?: RandomBytes) => randomHex(32, random);
/** 10 bytes: a first client seed the visitor may keep or replace. */
export const newClientSeed = (random?: RandomBytes) => randomHex(10, random);

export interface DemoTable {
  balance: number;
  /** The pair in play as the page shows it: the seeds themselves only in `secret` and `next`. */
  inPlay: SeedPair;
  secret: string;
  /** The server seed of the next pair, committed in `inPlay.nextCommitment`. */
  next: string;
  revealed: SeedPair[];
  /** Newest first. */
  rounds: CasinoRound[];
  nextRoundId: number;
}

function openPair(id: number, secret: string, clientSeed: string, now: Date, random?: RandomBytes) {
  const next = newServerSeed(random);
  const inPlay: SeedPair = {
    id,
    commitment: commitmentOf(secret),
    clientSeed,
    nextCommitment: commitmentOf(next),
    nonce: 0,
    serverSeed: null,
    createdAt: now.toISOString(),
    revealedAt: null,
  };
  return { inPlay, secret, next };
}

export function openDemoTable(now: Date, random?: RandomBytes): DemoTable {
  const pair = openPair(1, newServerSeed(random), newClientSeed(random), now, random);
  return { balance: DEMO_BALANCE, ...pair, revealed: [], rounds: [], nextRoundId: 1 };
}

export type DemoPlay = { table: DemoTable; round: CasinoRound } | { problem: string };

// biome-ignore lint/suspicious/noExplicitAny: the demo plays any game's own bet and actions
export type AnyInteractiveGame = InteractiveCasinoGame<any, string, RoundProgress>;
// biome-ignore lint/suspicious/noExplicitAny: the demo plays any game's own bet and outcome
export type AnyTableGame = CasinoGame<any, any> | AnyInteractiveGame;

export const isInteractive = (game: AnyTableGame): game is AnyInteractiveGame => 'replay' in game;

/** The round the visitor still acts in (blackjack), if any: as on the server, one at a time. */
export const openDemoRound = (table: DemoTable) =>
  table.rounds.find((round) => round.status === 'open');

/**
 * One round: the game's own rules, stake and win moved on the play money. A game the player acts
 * in is dealt and stays open until its actions end it (actDemo).
 */
export function playDemo(table: DemoTable, game: AnyTableGame, bet: unknown, now: Date): DemoPlay {
  const problem = game.betProblem(bet);
  if (problem) return { problem };
  if (openDemoRound(table)) return { problem: 'casino_round_open' };
  const stake = game.stakeOf(bet);
  if (stake > table.balance) return { problem: 'account_insufficient_funds' };
  const { inPlay } = table;
  const words = wordsOf(table, inPlay.nonce);
  let played: Pick<CasinoRound, 'stake' | 'win' | 'outcome' | 'status'>;
  if (isInteractive(game)) {
    const replay = game.replay(words, bet, []);
    if (!replay.ok) return { problem: replay.problem };
    played = progressOf(replay.state);
  } else {
    const { outcome, win } = game.play(words, bet);
    played = { stake, win, outcome, status: 'settled' };
  }
  const round: CasinoRound = {
    id: table.nextRoundId,
    game: game.slug,
    ...played,
    currencyIso: DEMO_CURRENCY,
    precision: DEMO_PRECISION,
    bet,
    actions: [],
    seedId: inPlay.id,
    tableRoundId: null,
    nonce: inPlay.nonce,
    commitment: inPlay.commitment,
    clientSeed: inPlay.clientSeed,
    serverSeed: null,
    createdAt: now.toISOString(),
  };
  const next: DemoTable = {
    ...table,
    balance: table.balance - round.stake + round.win,
    inPlay: { ...inPlay, nonce: inPlay.nonce + 1 },
    rounds: [round, ...table.rounds].slice(0, ROUNDS_KEPT),
    nextRoundId: table.nextRoundId + 1,
  };
  return { table: next, round };
}

/**
 * One action in the open round, as the server takes it: replayed from the round's words with
 * every action so far, any further stake (a double, a split, insurance) taken from the play
 * money, the win paid once the round is over.
 */
export function actDemo(
  table: DemoTable,
  game: AnyInteractiveGame,
  roundId: number,
  action: string,
): DemoPlay {
  const round = table.rounds.find((candidate) => candidate.id === roundId);
  if (round?.status !== 'open') return { problem: 'casino_round_over' };
  const actions = [...round.actions, action];
  const replay = game.replay(wordsOf(table, round.nonce), round.bet, actions);
  if (!replay.ok) return { problem: replay.problem };
  const extra = replay.state.staked - round.stake;
  if (extra > table.balance) return { problem: 'account_insufficient_funds' };
  const acted: CasinoRound = { ...round, ...progressOf(replay.state), actions };
  const next: DemoTable = {
    ...table,
    balance: table.balance - extra + acted.win,
    rounds: table.rounds.map((candidate) => (candidate.id === roundId ? acted : candidate)),
  };
  return { table: next, round: acted };
}

/** The words of a round of the pair in play: an open round's seeds never rotate under it. */
function wordsOf(table: DemoTable, nonce: number) {
  return new FairWords({ serverSeed: table.secret, clientSeed: table.inPlay.clientSeed, nonce });
}

function progressOf(state: RoundProgress) {
  return {
    stake: state.staked,
    win: state.over ? (state.win ?? 0) : 0,
    outcome: state,
    status: state.over ? ('settled' as const) : ('open' as const),
  };
}

/**
 * Reveals the seed in play (its rounds can now be recomputed) and plays on with the server seed
 * committed beforehand, committing to the one after it. Not while a round is open: its cards are
 * still to come from the seed.
 */
export function rotateDemo(
  table: DemoTable,
  clientSeed: string,
  now: Date,
  random?: RandomBytes,
): DemoTable | { problem: string } {
  if (openDemoRound(table)) return { problem: 'casino_round_open' };
  const revealed: SeedPair = {
    ...table.inPlay,
    serverSeed: table.secret,
    revealedAt: now.toISOString(),
  };
  const pair = openPair(table.inPlay.id + 1, table.next, clientSeed, now, random);
  return {
    ...table,
    ...pair,
    revealed: [revealed, ...table.revealed].slice(0, REVEALED_KEPT),
    rounds: table.rounds.map((round) =>
      round.seedId === revealed.id ? { ...round, serverSeed: table.secret } : round,
    ),
  };
}

/** Play money back to the start, the seeds and rounds kept. */
export function refillDemo(table: DemoTable): DemoTable {
  return { ...table, balance: DEMO_BALANCE };
}
