import type { CasinoGame, MinorUnits } from '../game.ts';
import { SlotMachine, type SlotSpin } from './slot-machine.ts';
import { slotReturn } from './slot-return.ts';
import type { SlotRules } from './slot-rules.ts';
import { isStake } from './stakes.ts';

/*
 * Gem Mine: 5 reels, 3 rows, 20 fixed lines paying left to right. The diamond is wild for every
 * gem and card; the mine cart is the scatter: 3 or more anywhere pay the total stake and win
 * 10 free spins at ×3, which can win more. The player bets a stake per line; the round costs
 * 20 of them, whatever lines win.
 *
 * The strips were tuned to a 95.9 % return with the free spins a fifth of it (slot-return.ts
 * computes it exactly); every award, five diamonds on a line the rarest at 2.5 in 10 million,
 * comes at least once in 100 million rounds on average.
 */

export const GEM_MINE_SYMBOLS = [
  'jack',
  'queen',
  'king',
  'ace',
  'amethyst',
  'emerald',
  'sapphire',
  'ruby',
  'diamond',
  'cart',
] as const;

export type GemMineSymbol = (typeof GEM_MINE_SYMBOLS)[number];

const DIAMOND = 8;
const CART = 9;

/** The strips as letters, one a symbol: J Q K A, aMethyst Emerald Sapphire Ruby, Diamond, Cart. */
const STRIP_LETTERS = 'JQKAMESRDC';
const strip = (letters: string) =>
  Array.from(letters, (letter) => {
    const symbol = STRIP_LETTERS.indexOf(letter);
    if (symbol < 0) throw new RangeError(`no symbol ${letter}`);
    return symbol;
  });

export const GEM_MINE_REELS: readonly (readonly number[])[] = [
  strip('JEKQMRAJKSQJAEMKQJASRQKDMJEACQKJSAMQKJERQAJKMSQDA'),
  strip('SQAJEMKDQCAJSKRMQAEJKQADSMJKQERAJCKMQSAJKDEQMAJRK'),
  strip('JQAKCSJQMAREKJQDAMSJKQEAJRKMQACSJKEQJAMKDRQSJAKME'),
  strip('JCKREQAJMKSQDAJEKRMQAJSKQCEAJMDKQASRJKMEQAJKDQSMA'),
  strip('JKMSQAJDKEQMAJRKSQJAEMKQJASQKRJMDEAQKJASCQMJKERQA'),
];

/** Rows 0 (top) to 2 (bottom) on reels 1-5: the three straight lines, the Vs, the steps, … */
export const GEM_MINE_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const pays = (three: number, four: number, five: number) => [0, 0, 0, three, four, five];

export const GEM_MINE_RULES: SlotRules = {
  symbolCount: GEM_MINE_SYMBOLS.length,
  wild: DIAMOND,
  scatter: CART,
  reels: GEM_MINE_REELS,
  paylines: GEM_MINE_PAYLINES,
  linePays: [
    pays(5, 15, 100),
    pays(5, 25, 100),
    pays(10, 30, 150),
    pays(10, 40, 150),
    pays(15, 50, 200),
    pays(20, 75, 250),
    pays(25, 100, 400),
    pays(40, 150, 750),
    pays(50, 250, 2_000),
    pays(0, 0, 0),
  ],
  scatterPays: [0, 0, 0, 2, 10, 100],
  freeSpins: { scatters: 3, spins: 10, multiplier: 3 },
};

export const GEM_MINE_LINES = GEM_MINE_PAYLINES.length;

const machine = new SlotMachine(GEM_MINE_RULES);

export const GEM_MINE_RETURN = slotReturn(GEM_MINE_RULES);

/**
 * A paid spin's pay, lines and scatter, in line stakes, from its stops (one per reel): the
 * benchmark's function, allocation-free. The stops must be within the strips.
 */
export function evaluateBaseSpin(stops: ArrayLike<number>): number {
  return machine.spinPay(stops);
}

/** What the game's page shows: every pay as the rules hold it. */
export const GEM_MINE_PAYTABLE = {
  lines: GEM_MINE_LINES,
  paylines: GEM_MINE_PAYLINES,
  /** Pays per line, in line stakes, for 3, 4 and 5 in a row from the leftmost reel. */
  linePays: GEM_MINE_SYMBOLS.slice(0, CART).map((symbol, id) => {
    const [, , , three, four, five] = GEM_MINE_RULES.linePays[id] ?? [];
    return { symbol, three, four, five };
  }),
  wild: { symbol: GEM_MINE_SYMBOLS[DIAMOND], standsInFor: GEM_MINE_SYMBOLS.slice(0, DIAMOND) },
  /** The cart pays anywhere, in total stakes, for 3, 4 and 5. */
  scatter: {
    symbol: GEM_MINE_SYMBOLS[CART],
    three: GEM_MINE_RULES.scatterPays[3],
    four: GEM_MINE_RULES.scatterPays[4],
    five: GEM_MINE_RULES.scatterPays[5],
    freeSpins: GEM_MINE_RULES.freeSpins,
  },
  returnToPlayer: GEM_MINE_RETURN.returnToPlayer,
} as const;

export interface GemMineBet {
  /** The stake on each of the 20 lines; the round costs 20 of them. */
  lineStake: MinorUnits;
}

export interface GemMineOutcome {
  /** The paid spin, then its free spins in the order played. */
  spins: SlotSpin[];
}

export type GemMineProblem = 'slot_line_stake_invalid';

/** The most one spin pays, in line stakes: every line five diamonds and five carts, at ×3. */
const MOST_SPIN_PAY = GEM_MINE_LINES * (2_000 + 100) * GEM_MINE_RULES.freeSpins.multiplier;
/** Room for a thousand such spins in a round, so a win's sum never leaves the whole numbers. */
const ROOM = 1_000;

export const gemMine: CasinoGame<GemMineBet, GemMineOutcome> = {
  slug: 'gem-mine',
  stakeOf: (bet) => bet.lineStake * GEM_MINE_LINES,

  betProblem(bet): GemMineProblem | undefined {
    const { lineStake } = bet;
    const fits = isStake(lineStake) && Number.isSafeInteger(lineStake * MOST_SPIN_PAY * ROOM);
    return fits ? undefined : 'slot_line_stake_invalid';
  },

  play(source, bet) {
    const { spins, win } = machine.playRound(source, bet.lineStake);
    return { outcome: { spins }, win };
  },

  returnToPlayer: GEM_MINE_RETURN.returnToPlayer,
};
