/*
 * Probabilities of matches played in sets (tennis, volleyball, table tennis, esports maps):
 * a set is a race to `target` points won by two clear (or decided by one deciding point at
 * `decidingAt`, as a tennis tie-break at 6:6); a match is the first to win most of `bestOf` sets.
 */

export interface SetRace {
  target: number;
  /** Points each at which one more point decides (tennis 6:6 goes to a tie-break). */
  decidingAt?: number;
}

/** Win chances from every score of a set, for one point probability: filled once, read often. */
class SetTable {
  private readonly size: number;
  private readonly values: Float64Array;
  private readonly deuce: number;

  constructor(
    private readonly p: number,
    private readonly race: SetRace,
  ) {
    const q = 1 - p;
    this.deuce = (p * p) / (p * p + q * q);
    this.size = race.target + 2;
    this.values = new Float64Array(this.size * this.size);
    for (let x = this.size - 1; x >= 0; x -= 1) {
      for (let y = this.size - 1; y >= 0; y -= 1) this.values[x * this.size + y] = this.solve(x, y);
    }
  }

  /** Chance the home side wins the set from (x, y); scores past the table use the deuce rule. */
  at(x: number, y: number): number {
    if (x < this.size && y < this.size) return this.values[x * this.size + y] ?? 0;
    return this.terminal(x, y) ?? this.fromDeuce(x - y);
  }

  private terminal(x: number, y: number): number | undefined {
    const deciding = this.race.decidingAt;
    if (deciding !== undefined) {
      if (x === deciding && y === deciding) return this.p;
      if (x > deciding || y > deciding) return x > y ? 1 : 0;
    }
    if (x >= this.race.target && x - y >= 2) return 1;
    if (y >= this.race.target && y - x >= 2) return 0;
    if (deciding === undefined && x >= this.race.target - 1 && y >= this.race.target - 1)
      return this.fromDeuce(x - y);
    return undefined;
  }

  private fromDeuce(lead: number): number {
    if (lead === 0) return this.deuce;
    return lead > 0 ? this.p + (1 - this.p) * this.deuce : this.p * this.deuce;
  }

  private solve(x: number, y: number): number {
    const known = this.terminal(x, y);
    if (known !== undefined) return known;
    return this.p * this.at(x + 1, y) + (1 - this.p) * this.at(x, y + 1);
  }
}

/** Tables by race, then by point probability; a race's cache is dropped when it grows large. */
const tables = new WeakMap<SetRace, Map<number, SetTable>>();
const TABLE_CACHE_LIMIT = 512;

function tableFor(p: number, race: SetRace): SetTable {
  let byProbability = tables.get(race);
  if (!byProbability || byProbability.size >= TABLE_CACHE_LIMIT) {
    byProbability = new Map();
    tables.set(race, byProbability);
  }
  let table = byProbability.get(p);
  if (!table) {
    table = new SetTable(p, race);
    byProbability.set(p, table);
  }
  return table;
}

/** Probability that the home side wins a set from points (a, b), each point won with `p`. */
export function setWinProbability(a: number, b: number, p: number, race: SetRace): number {
  return tableFor(p, race).at(a, b);
}

export interface FinalSetScore {
  home: number;
  away: number;
  probability: number;
}

/**
 * Final set scores and their probabilities, from the sets won so far, the chance of the set
 * being played (`current`), and the chance of each later set (`next`, `last` for a deciding set
 * played differently, as volleyball's fifth to 15).
 */
export function finalSetScores(
  won: { home: number; away: number },
  bestOf: number,
  current: number,
  next: number,
  last: number,
): FinalSetScore[] {
  const need = (bestOf + 1) / 2;
  // reach[h][a]: chance the match passes through sets score h:a.
  const reach = Array.from({ length: need + 1 }, () => new Float64Array(need + 1));
  const row = reach[won.home];
  if (row) row[won.away] = 1;
  const finals: FinalSetScore[] = [];
  for (let h = won.home; h <= need; h += 1) {
    for (let a = won.away; a <= need; a += 1) {
      const probability = reach[h]?.[a] ?? 0;
      if (probability === 0) continue;
      if (h === need || a === need) {
        finals.push({ home: h, away: a, probability });
        continue;
      }
      const first = h === won.home && a === won.away;
      const p = first ? current : h === need - 1 && a === need - 1 ? last : next;
      const homeRow = reach[h + 1];
      const sameRow = reach[h];
      if (homeRow) homeRow[a] = (homeRow[a] ?? 0) + probability * p;
      if (sameRow) sameRow[a + 1] = (sameRow[a + 1] ?? 0) + probability * (1 - p);
    }
  }
  return finals;
}
