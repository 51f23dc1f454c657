import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleRoundRobin, singleRoundRobin } from './round-robin.ts';

const evenSizes = fc.integer({ min: 1, max: 15 }).map((half) => 2 * half);

describe('round robins', () => {
  it('give everyone one game a round and every pair one meeting', () => {
    fc.assert(
      fc.property(evenSizes, (n) => {
        const rounds = singleRoundRobin(n);
        expect(rounds).toHaveLength(n - 1);
        const met = new Set<string>();
        for (const round of rounds) {
          const playing = round.flatMap((p) => [p.home, p.away]);
          expect(new Set(playing).size).toBe(n);
          for (const { home, away } of round) met.add([home, away].sort((a, b) => a - b).join());
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
      }),
    );
  });

  it('meet every opponent at home once and away once over a double round robin', () => {
    fc.assert(
      fc.property(evenSizes, (n) => {
        const games = doubleRoundRobin(n).flat();
        expect(new Set(games.map((g) => `${g.home}-${g.away}`)).size).toBe(n * (n - 1));
      }),
    );
  });

  it('alternate home and away: never more than two in a row, three at the turn of the season', () => {
    fc.assert(
      fc.property(evenSizes, (n) => {
        const rounds = doubleRoundRobin(n);
        for (let team = 0; team < n; team += 1) {
          const venues = rounds
            .map((round) => (round.some((p) => p.home === team) ? 'H' : 'A'))
            .join('');
          const half = venues.length / 2;
          expect(venues.slice(0, half)).not.toMatch(/HHH|AAA/);
          expect(venues.slice(half)).not.toMatch(/HHH|AAA/);
          expect(venues).not.toMatch(/HHHH|AAAA/);
        }
      }),
    );
  });
});
