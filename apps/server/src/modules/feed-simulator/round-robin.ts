/*
 * Round-robin fixture lists by the circle method (Berger tables): in every round each entrant
 * plays once; one entrant stays put while the others turn round it. Home and away alternate
 * round by round for almost everyone, as leagues publish them. Entrants are positions 0..n-1;
 * a season shuffles which team takes which position.
 */

export interface Pairing {
  home: number;
  away: number;
}

/** n - 1 rounds in which each of n (even) entrants meets every other once. */
export function singleRoundRobin(n: number): Pairing[][] {
  if (n < 2 || n % 2 !== 0) throw new Error(`a round robin needs an even number, not ${n}`);
  const turning = n - 1;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < turning; round += 1) {
    const at = (offset: number) => (((round + offset) % turning) + turning) % turning;
    // The centre entrant meets the one at the top of the circle, at home every other round.
    const pairs: Pairing[] = [
      round % 2 === 0 ? { home: turning, away: at(0) } : { home: at(0), away: turning },
    ];
    // The pair k steps either side of the top: the side at home swaps with k's parity, so an
    // entrant moving one step round the circle each round swaps between home and away.
    for (let k = 1; k < n / 2; k += 1) {
      const plus = at(k);
      const minus = at(-k);
      pairs.push(k % 2 === 1 ? { home: plus, away: minus } : { home: minus, away: plus });
    }
    rounds.push(pairs);
  }
  return rounds;
}

/** 2(n - 1) rounds: the first half's fixtures again, with home and away swapped. */
export function doubleRoundRobin(n: number): Pairing[][] {
  const first = singleRoundRobin(n);
  const second = first.map((round) => round.map(({ home, away }) => ({ home: away, away: home })));
  return [...first, ...second];
}
