import type { ScorePair } from './model.ts';

/*
 * A shooter's map, won in rounds. CS2 plays MR12: the first to 13 rounds wins, and 12:12 goes
 * to overtime in blocks of six rounds (MR3), the first to four of them winning, another block
 * whenever one ends 3:3. Valorant plays to 13 too, but from 12:12 a map goes on until a side
 * leads by two. From a score and the chance of winning a round, the distribution of the map's
 * final scores prices the map winner and its total rounds alike.
 */

export interface RoundRules {
  /** Rounds that win a map in regulation. */
  target: number;
  overtime: { kind: 'blocks'; rounds: number } | { kind: 'winByTwo' };
}

export const CS2_ROUNDS: RoundRules = { target: 13, overtime: { kind: 'blocks', rounds: 6 } };
export const VALORANT_ROUNDS: RoundRules = { target: 13, overtime: { kind: 'winByTwo' } };

/**
 * Overtime rounds followed before the rest of the chance is dropped: 12 blocks of six (each
 * ends level at most 5/16 of the time) or 30 pairs of win-by-two rounds (each level at most half
 * of the time); what is left is below a millionth.
 */
const OVERTIME_ROUNDS = { blocks: 12 * 6, winByTwo: 30 * 2 } as const;

/** Whether a map stands finished at this score. */
export function mapOver(score: ScorePair, rules: RoundRules): boolean {
  const { home, away } = score;
  const level = rules.target - 1;
  if (Math.min(home, away) < level) return Math.max(home, away) >= rules.target;
  if (rules.overtime.kind === 'winByTwo') return Math.abs(home - away) >= 2;
  // Overtime block k starts at (level + half * k) all; it is won by reaching half + 1 in it.
  const half = rules.overtime.rounds / 2;
  const block = Math.floor((Math.min(home, away) - level) / half);
  const start = level + half * block;
  return Math.max(home, away) - start >= half + 1;
}

export interface MapScore {
  home: number;
  away: number;
  probability: number;
}

function roundsCap(rules: RoundRules): number {
  return 2 * (rules.target - 1) + OVERTIME_ROUNDS[rules.overtime.kind];
}

/**
 * The map's final scores and their chances from `score`, each round won by the home side with
 * probability `p`. Chances sum to one (up to an overtime tail below a millionth).
 */
export function mapFinals(score: ScorePair, p: number, rules: RoundRules): MapScore[] {
  const finals: MapScore[] = [];
  if (mapOver(score, rules)) return [{ ...score, probability: 1 }];
  const cap = roundsCap(rules);
  // One layer per rounds played: home rounds -> chance of passing through that score.
  let layer = new Map<number, number>([[score.home, 1]]);
  for (let total = score.home + score.away; layer.size > 0 && total < cap; total += 1) {
    const next = new Map<number, number>();
    const add = (home: number, chance: number) => {
      const away = total + 1 - home;
      if (mapOver({ home, away }, rules)) finals.push({ home, away, probability: chance });
      else next.set(home, (next.get(home) ?? 0) + chance);
    };
    for (const [home, chance] of layer) {
      add(home + 1, chance * p);
      add(home, chance * (1 - p));
    }
    layer = next;
  }
  return finals;
}

/** The chance the home side wins the map from `score`. */
export function mapWinProbability(score: ScorePair, p: number, rules: RoundRules): number {
  let home = 0;
  let all = 0;
  for (const f of mapFinals(score, p, rules)) {
    all += f.probability;
    if (f.home > f.away) home += f.probability;
  }
  return all > 0 ? home / all : 0.5;
}
