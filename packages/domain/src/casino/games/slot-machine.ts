import { uniformInt, type WordSource } from '../chance.ts';
import type { MinorUnits } from '../game.ts';
import {
  checkRules,
  lineAward,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotRules,
  scatterPay,
} from './slot-rules.ts';

/*
 * A round of a slot: the paid spin and every free spin it wins, all drawn from the same words.
 * Each spin stops reel r at uniformInt(source, strip length), reels left to right, and nothing
 * else is drawn.
 *
 * Money is whole: lines pay whole line stakes, scatters whole total stakes, the free spins'
 * multiplier is whole, so no win is ever rounded.
 */

// Bounds of the hot loops, read once: read through the import each time, they made it 4× slower.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;

export interface SlotLineWin {
  /** Index into the paylines. */
  line: number;
  symbol: number;
  count: number;
  win: MinorUnits;
}

export interface SlotSpin {
  stops: number[];
  /** grid[reel][row], row 0 at the top. */
  grid: number[][];
  lineWins: SlotLineWin[];
  scatters: number;
  scatterWin: MinorUnits;
  /** 1 on the paid spin, the free spins' multiplier after it (already in every win here). */
  multiplier: number;
  freeSpinsWon: number;
  win: MinorUnits;
}

export interface SlotRound {
  /** The paid spin first, then its free spins in the order played. */
  spins: SlotSpin[];
  win: MinorUnits;
}

/**
 * The rules made ready to spin. The hot path, spinPay, allocates nothing: each reel's strip is
 * kept with its first two symbols repeated at the end (no wrap), already multiplied by its place
 * value in base symbolCount, so a line's five symbols add up to an index into a table of every
 * possible line's pay, built once from lineAward.
 */
export class SlotMachine {
  private readonly codedReels: Int32Array[];
  private readonly maskedReels: Int32Array[];
  private readonly scattersAt: Uint8Array[];
  private readonly lineCells: Int32Array;
  private readonly linePayOf: Uint16Array;
  private readonly codes = new Int32Array(SLOT_REELS * SLOT_ROWS);
  private readonly masks = new Int32Array(SLOT_REELS * SLOT_ROWS);
  private readonly scatterPayOf: Int32Array;

  constructor(readonly rules: SlotRules) {
    checkRules(rules);
    const { symbolCount, reels, paylines } = rules;
    this.codedReels = reels.map((strip, reel) => {
      const place = symbolCount ** (SLOT_REELS - 1 - reel);
      const coded = new Int32Array(strip.length + SLOT_ROWS - 1);
      for (let i = 0; i < coded.length; i++) coded[i] = symbolAt(strip, i) * place;
      return coded;
    });
    const masks = symbolMasks(rules);
    this.maskedReels = reels.map((strip) =>
      Int32Array.from({ length: strip.length + SLOT_ROWS - 1 }, (_, i) => {
        return masks[symbolAt(strip, i)] as number;
      }),
    );
    this.scattersAt = reels.map((strip) =>
      Uint8Array.from(
        strip,
        (_, stop) => windowOf(strip, stop).filter((s) => s === rules.scatter).length,
      ),
    );
    this.lineCells = Int32Array.from(
      paylines.flatMap((line) => line.map((row, reel) => reel * SLOT_ROWS + row)),
    );
    this.linePayOf = linePayTable(rules);
    const mostScatters = SLOT_REELS * SLOT_ROWS;
    this.scatterPayOf = Int32Array.from({ length: mostScatters + 1 }, (_, scatters) => {
      return scatterPay(rules, scatters) * paylines.length;
    });
  }

  /** Stops of every reel, drawn left to right. */
  drawStops(source: WordSource): number[] {
    return this.rules.reels.map((strip) => uniformInt(source, strip.length));
  }

  /**
   * What a spin stopped at `stops` pays, lines and scatter, in line stakes and before any
   * multiplier. The bench's function: no allocation, no bounds checks beyond the typed arrays'.
   */
  spinPay(stops: ArrayLike<number>): number {
    const codes = this.codes;
    const masks = this.masks;
    for (let reel = 0; reel < REELS; reel++) {
      const coded = this.codedReels[reel] as Int32Array;
      const masked = this.maskedReels[reel] as Int32Array;
      const stop = stops[reel] as number;
      const cell = reel * ROWS;
      codes[cell] = coded[stop] as number;
      codes[cell + 1] = coded[stop + 1] as number;
      codes[cell + 2] = coded[stop + 2] as number;
      masks[cell] = masked[stop] as number;
      masks[cell + 1] = masked[stop + 1] as number;
      masks[cell + 2] = masked[stop + 2] as number;
    }
    const cells = this.lineCells;
    const table = this.linePayOf;
    let pay = 0;
    for (let i = 0; i < cells.length; i += REELS) {
      const a = cells[i] as number;
      const b = cells[i + 1] as number;
      const c = cells[i + 2] as number;
      // Most lines have no three alike from the left: they leave before the table's lookup.
      if (((masks[a] as number) & (masks[b] as number) & (masks[c] as number)) === 0) continue;
      const code =
        (codes[a] as number) +
        (codes[b] as number) +
        (codes[c] as number) +
        (codes[cells[i + 3] as number] as number) +
        (codes[cells[i + 4] as number] as number);
      pay += table[code] as number;
    }
    return pay + (this.scatterPayOf[this.scattersOn(stops)] as number);
  }

  /** How many scatters a spin stopped at `stops` shows. */
  scattersOn(stops: ArrayLike<number>): number {
    const at = this.scattersAt;
    let scatters = 0;
    for (let reel = 0; reel < REELS; reel++) {
      scatters += (at[reel] as Uint8Array)[stops[reel] as number] as number;
    }
    return scatters;
  }

  /** The spin in full, for the round's record and its page; wins in money. */
  spin(stops: readonly number[], lineStake: MinorUnits, multiplier: number): SlotSpin {
    const { rules } = this;
    const grid = rules.reels.map((strip, reel) => windowOf(strip, stops[reel] as number));
    const lineWins: SlotLineWin[] = [];
    rules.paylines.forEach((rows, line) => {
      const award = lineAward(
        rules,
        rows.map((row, reel) => grid[reel]?.[row] as number),
      );
      if (award === undefined) return;
      const { symbol, count, pay } = award;
      lineWins.push({ line, symbol, count, win: pay * lineStake * multiplier });
    });
    const scatters = this.scattersOn(stops);
    const totalStake = lineStake * rules.paylines.length;
    const scatterWin = scatterPay(rules, scatters) * totalStake * multiplier;
    const freeSpinsWon = scatters >= rules.freeSpins.scatters ? rules.freeSpins.spins : 0;
    const lineTotal = lineWins.reduce((sum, { win }) => sum + win, 0);
    const win = lineTotal + scatterWin;
    return {
      stops: [...stops],
      grid,
      lineWins,
      scatters,
      scatterWin,
      multiplier,
      freeSpinsWon,
      win,
    };
  }

  /**
   * The paid spin and then every free spin it wins, retriggers included, from the same words.
   * There is no cap: each spin retriggers with a chance p, so the spins are finite with
   * certainty and average spins / (1 − spins · p), which the rules must keep positive.
   */
  playRound(source: WordSource, lineStake: MinorUnits): SlotRound {
    const { multiplier } = this.rules.freeSpins;
    const spins = [this.spin(this.drawStops(source), lineStake, 1)];
    let left = spins[0]?.freeSpinsWon ?? 0;
    while (left > 0) {
      const spin = this.spin(this.drawStops(source), lineStake, multiplier);
      spins.push(spin);
      left += spin.freeSpinsWon - 1;
    }
    return { spins, win: spins.reduce((sum, spin) => sum + spin.win, 0) };
  }
}

function symbolAt(strip: readonly number[], position: number): number {
  return strip[position % strip.length] as number;
}

function windowOf(strip: readonly number[], stop: number): number[] {
  return Array.from({ length: SLOT_ROWS }, (_, row) => symbolAt(strip, stop + row));
}

/**
 * Each symbol as the set (bits) of line symbols it can count as: itself, or every one for the wild
 * (and the wild's own bit); none for the scatter. Three cells from the left share a bit exactly
 * when they start a line of three or more, so a line with none pays nothing.
 */
function symbolMasks(rules: SlotRules): number[] {
  const { symbolCount, wild, scatter } = rules;
  if (symbolCount > 31) throw new RangeError('a slot of more than 31 symbols');
  const every = 2 ** symbolCount - 1 - 2 ** scatter;
  return Array.from({ length: symbolCount }, (_, symbol) => {
    if (symbol === scatter) return 0;
    return symbol === wild ? every : 2 ** symbol;
  });
}

/** The pay of every line of five symbols, indexed by the symbols as digits of base symbolCount. */
function linePayTable(rules: SlotRules): Uint16Array {
  const base = rules.symbolCount;
  const table = new Uint16Array(base ** SLOT_REELS);
  const symbols = [0, 0, 0, 0, 0];
  for (let code = 0; code < table.length; code++) {
    let rest = code;
    for (let reel = SLOT_REELS - 1; reel >= 0; reel--) {
      symbols[reel] = rest % base;
      rest = Math.floor(rest / base);
    }
    const pay = lineAward(rules, symbols)?.pay ?? 0;
    if (pay > 0xffff) throw new RangeError(`a line pay of ${pay} does not fit the table`);
    table[code] = pay;
  }
  return table;
}
