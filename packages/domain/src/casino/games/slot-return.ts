import { type LineAward, SLOT_REELS, SLOT_ROWS, type SlotRules, scatterPay } from './slot-rules.ts';

/*
 * A slot's exact return, from its strips and pays alone. A spin is one of N = L1·…·L5 stop
 * combinations, all equally likely; everything below counts combinations, so every figure but the
 * last division is a whole number and the tests compare them exactly with full enumerations.
 *
 * - Lines: whatever rows a payline crosses, the symbol it meets on reel r runs uniformly over the
 *   strip's positions, independently of the other reels. So every payline has the same award
 *   counts, which follow from each reel's symbol tallies: split a line by its leading wilds k and
 *   the first other symbol x; with x a line symbol, its run ends at n where a symbol other than x
 *   or the wild first shows (or at reel 5), and lineAward's choice between k wilds and n x's
 *   names the award.
 * - Scatters: each reel's window shows 0-3 scatters at each stop; the reels' tallies convolve.
 * - Free spins: every spin, free or paid, has the same chance p of a trigger and the same mean pay
 *   E. A session of F spins, each adding F more with chance p, plays T = F / (1 − F·p) spins on
 *   average (T = F + F·p·T); by Wald's identity it pays m·T·E.
 */

export interface SlotAwardOdds extends LineAward {
  /** Stop combinations (of N) in which one given payline pays this award. */
  combinations: number;
}

export interface SlotReturn {
  /** N: every stop combination, equally likely. */
  combinations: number;
  /** Per payline, the combinations of each award; the line's chance of it is combinations / N. */
  lineAwards: SlotAwardOdds[];
  /** Per payline, the combinations in which it pays nothing: with lineAwards', N in all. */
  lineMisses: number;
  /** Combinations showing each number of scatters (index) anywhere. */
  scatterCombinations: number[];
  /** Σ over all combinations of a spin's pay (lines and scatter) in line stakes. */
  spinPaySum: number;
  /** Combinations that win free spins. */
  triggerCombinations: number;
  /** Free spins a trigger plays on average, retriggers included. */
  freeSpinsPerTrigger: number;
  /** One spin's mean pay over its total stake. */
  spinReturn: number;
  /** The paid spin and its free spins' mean pay over the total stake. */
  returnToPlayer: number;
}

export function slotReturn(rules: SlotRules): SlotReturn {
  const combinations = rules.reels.reduce((product, strip) => product * strip.length, 1);
  const { lineAwards, lineMisses } = lineAwardOdds(rules);
  const scatterCombinations = scatterCombinationsOf(rules);
  const lines = rules.paylines.length;
  const linePaySum = lineAwards.reduce((sum, odds) => sum + odds.pay * odds.combinations, 0);
  const scatterPaySum = scatterCombinations.reduce(
    (sum, count, scatters) => sum + count * scatterPay(rules, scatters),
    0,
  );
  const spinPaySum = (linePaySum + scatterPaySum) * lines;
  const { scatters, spins, multiplier } = rules.freeSpins;
  const triggerCombinations = scatterCombinations
    .slice(scatters)
    .reduce((sum, count) => sum + count, 0);
  const untriggered = combinations - spins * triggerCombinations;
  if (untriggered <= 0) throw new RangeError('free spins that retrigger forever on average');
  const freeSpinsPerTrigger = (spins * combinations) / untriggered;
  const spinReturn = spinPaySum / (combinations * lines);
  const freeShare = (multiplier * spins * triggerCombinations) / untriggered;
  return {
    combinations,
    lineAwards,
    lineMisses,
    scatterCombinations,
    spinPaySum,
    triggerCombinations,
    freeSpinsPerTrigger,
    spinReturn,
    returnToPlayer: spinReturn * (1 + freeShare),
  };
}

function tallies(rules: SlotRules): number[][] {
  return rules.reels.map((strip) => {
    const counts = new Array<number>(rules.symbolCount).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] as number) + 1;
    return counts;
  });
}

/** Every award a payline can pay, with its combinations, and the combinations paying nothing. */
function lineAwardOdds(rules: SlotRules) {
  const { wild, scatter, linePays, reels } = rules;
  const counts = tallies(rules);
  const length = (reel: number) => reels[reel]?.length ?? 0;
  const count = (reel: number, symbol: number) => counts[reel]?.[symbol] ?? 0;
  const lengthsFrom = (reel: number) => {
    let product = 1;
    for (let r = reel; r < SLOT_REELS; r++) product *= length(r);
    return product;
  };
  const odds = new Map<string, SlotAwardOdds>();
  let lineMisses = 0;
  const add = (award: LineAward, combinations: number) => {
    if (award.pay === 0) {
      lineMisses += combinations;
      return;
    }
    const key = `${award.symbol}:${award.count}`;
    const known = odds.get(key);
    if (known) known.combinations += combinations;
    else odds.set(key, { ...award, combinations });
  };
  const wildAward = (wilds: number): LineAward => {
    const pay = linePays[wild]?.[wilds] ?? 0;
    return { symbol: wild, count: wilds, pay };
  };

  let leading = 1;
  for (let wilds = 0; wilds < SLOT_REELS && leading > 0; wilds++) {
    for (let x = 0; x < rules.symbolCount; x++) {
      if (x === wild || count(wilds, x) === 0) continue;
      const opening = leading * count(wilds, x);
      if (x === scatter) {
        add(wildAward(wilds), opening * lengthsFrom(wilds + 1));
        continue;
      }
      let run = opening;
      for (let n = wilds + 1; n <= SLOT_REELS; n++) {
        const ends =
          n === SLOT_REELS ? 1 : (length(n) - count(n, x) - count(n, wild)) * lengthsFrom(n + 1);
        const symbolPay = linePays[x]?.[n] ?? 0;
        const byWilds = wildAward(wilds);
        add(
          symbolPay >= byWilds.pay ? { symbol: x, count: n, pay: symbolPay } : byWilds,
          run * ends,
        );
        if (n < SLOT_REELS) run *= count(n, x) + count(n, wild);
      }
    }
    leading *= count(wilds, wild);
  }
  if (leading > 0) add(wildAward(SLOT_REELS), leading);
  return { lineAwards: [...odds.values()], lineMisses };
}

/** Stop combinations by how many scatters they show: each reel's window tally, convolved. */
function scatterCombinationsOf(rules: SlotRules): number[] {
  let total = [1];
  for (const strip of rules.reels) {
    const perReel = new Array<number>(SLOT_ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < SLOT_ROWS; row++) {
        if (strip[(stop + row) % strip.length] === rules.scatter) seen += 1;
      }
      perReel[seen] = (perReel[seen] as number) + 1;
    }
    const next = new Array<number>(total.length + SLOT_ROWS).fill(0);
    total.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j] = (next[i + j] as number) + a * b;
      });
    });
    total = next;
  }
  return total;
}
