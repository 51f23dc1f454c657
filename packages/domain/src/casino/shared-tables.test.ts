import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flightMsOf, multiplierAt, survivalChance } from './games/crash.ts';
import { roulette } from './games/roulette.ts';
import { chainHashAt, isOnChain, previousHash } from './hash-chain.ts';
import { UK_CASINO_PROTECTION } from './player-protection.ts';
import { FairWords } from './provably-fair.ts';
import {
  CRASH_MAX_POINT,
  crashBetProblem,
  crashCashoutAt,
  crashSettlementOf,
  crashTargetOf,
  crashWinOf,
  LIVE_ROULETTE_CYCLE_MS,
  LIVE_ROULETTE_PACE,
  runMsOf,
  SHARED_TABLE_GAMES,
  TABLE_PACES,
  tableOutcomeOf,
} from './shared-tables.ts';
import { chiSquare, chiSquare99, meanBound99 } from './testing/statistics.ts';

const SALT = 'b5d1c2e9a0f34d6e8a7b1c0d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5';

/** The hashes of `rounds` consecutive chain rounds, from a fixed start. */
function* chainRounds(start: string, rounds: number) {
  let hash = createHash('sha256').update(start).digest('hex');
  for (let position = rounds; position >= 1; position--) {
    yield { hash, salt: SALT, position };
    hash = previousHash(hash);
  }
}

describe('the hash chain of a shared table', () => {
  it('plays position p with the hash that hashes p times to the commitment', () => {
    const seed = 'c'.repeat(64);
    const commitment = previousHash(chainHashAt(seed, 12, 1));
    for (const position of [1, 5, 12]) {
      expect(isOnChain(chainHashAt(seed, 12, position), commitment, position)).toBe(true);
    }
    expect(chainHashAt(seed, 12, 12)).toBe(seed);
    expect(previousHash(chainHashAt(seed, 12, 6))).toBe(chainHashAt(seed, 12, 5));
    expect(() => chainHashAt(seed, 12, 13)).toThrow(RangeError);
  });
});

describe('the live roulette wheel', () => {
  it('draws the pocket a player’s roulette round draws from the same seeds', () => {
    for (const round of chainRounds('same', 50)) {
      const seeds = { serverSeed: round.hash, clientSeed: round.salt, nonce: round.position };
      const spin = roulette.play(new FairWords(seeds), { bets: [{ kind: 'red', stake: 1 }] });
      expect(tableOutcomeOf('live-roulette', round)).toEqual({ pocket: spin.outcome.pocket });
    }
  });

  it('spreads its pockets evenly over the chain (chi-square at 99 %)', () => {
    const counts = new Array<number>(37).fill(0);
    const rounds = 37 * 200;
    for (const round of chainRounds('wheel', rounds)) {
      const outcome = tableOutcomeOf('live-roulette', round);
      if (!('pocket' in outcome)) throw new Error('not a pocket');
      counts[outcome.pocket] = (counts[outcome.pocket] ?? 0) + 1;
    }
    expect(chiSquare(counts, new Array(37).fill(rounds / 37))).toBeLessThan(chiSquare99(36));
  });

  it('is one wheel every 30 s, each part longer than the UK’s shortest cycle allows', () => {
    const { bettingMs, spinMs, pauseMs } = LIVE_ROULETTE_PACE;
    expect(bettingMs + spinMs + pauseMs).toBe(LIVE_ROULETTE_CYCLE_MS);
    expect(runMsOf({ pocket: 0 })).toBe(spinMs);
  });
});

describe('crash bets', () => {
  it('refuses stakes that are not whole or too large, and targets out of range', () => {
    expect(crashBetProblem({ stake: 100 })).toBeUndefined();
    expect(crashBetProblem({ stake: 100, autoCashout: 101 })).toBeUndefined();
    expect(crashBetProblem({ stake: 100, autoCashout: CRASH_MAX_POINT })).toBeUndefined();
    expect(crashBetProblem({ stake: 0 })).toBe('crash_stake_invalid');
    expect(crashBetProblem({ stake: 1.5 })).toBe('crash_stake_invalid');
    expect(crashBetProblem({ stake: 2 ** 50 })).toBe('crash_stake_invalid');
    expect(crashBetProblem({ stake: 100, autoCashout: 100 })).toBe('crash_target_invalid');
    expect(crashBetProblem({ stake: 100, autoCashout: 150.5 })).toBe('crash_target_invalid');
    expect(crashBetProblem({ stake: 100, autoCashout: CRASH_MAX_POINT + 1 })).toBe(
      'crash_target_invalid',
    );
  });

  it('cashes out at the multiplier of the moment, never at or after the crash', () => {
    const at = flightMsOf(250);
    expect(crashCashoutAt(CRASH_MAX_POINT, 300, at)).toBe(multiplierAt(at));
    expect(crashCashoutAt(CRASH_MAX_POINT, 250, at)).toBeUndefined();
    // Its own target passed first: the bet was out at the target, asked before or after the crash.
    expect(crashCashoutAt(200, 300, at)).toBe(200);
    expect(crashCashoutAt(200, 240, at)).toBe(200);
    expect(crashCashoutAt(245, 240, at)).toBeUndefined();
    expect(crashWinOf(150, 257)).toBe(385);
  });

  it('cashes a bet out by itself where its win would pass the most a bet may win', () => {
    expect(crashTargetOf({ stake: 100 }, 10_000_000)).toBe(CRASH_MAX_POINT);
    expect(crashTargetOf({ stake: 100, autoCashout: 250 }, 10_000_000)).toBe(250);
    // €1 000 staked, €100 000 at most: out at 100.00× at the latest.
    expect(crashTargetOf({ stake: 100_000 }, 10_000_000)).toBe(10_000);
    expect(crashTargetOf({ stake: 100_000, autoCashout: 20_000 }, 10_000_000)).toBe(10_000);
    // A stake that could win no more than itself takes no target at all.
    expect(crashTargetOf({ stake: 10_000_000 }, 10_000_000)).toBeUndefined();
  });

  it('settles a bet still in at its target when reached, else lost', () => {
    expect(crashSettlementOf(200, 200)).toBe(200);
    expect(crashSettlementOf(201, 200)).toBeNull();
    expect(crashSettlementOf(CRASH_MAX_POINT, 5_000)).toBeNull();
    expect(crashSettlementOf(CRASH_MAX_POINT, CRASH_MAX_POINT)).toBe(CRASH_MAX_POINT);
    expect(tableOutcomeOf('crash', { hash: 'f'.repeat(64), salt: SALT, position: 1 })).toEqual({
      crashPoint: expect.any(Number),
    });
  });

  it('returns 99 % at a target over the chain, inside the 99 % bound', () => {
    const rounds = 40_000;
    const target = 200;
    let paid = 0;
    for (const round of chainRounds('return', rounds)) {
      const outcome = tableOutcomeOf('crash', round);
      if (!('crashPoint' in outcome)) throw new Error('not a crash point');
      const cashout = crashSettlementOf(target, outcome.crashPoint);
      paid += cashout === null ? 0 : crashWinOf(100, cashout);
    }
    const p = survivalChance(target);
    const variance = p * (1 - p) * (target / 100) ** 2;
    expect(Math.abs(paid / 100 / rounds - 0.99)).toBeLessThan(meanBound99(variance, rounds));
  });

  it('keeps every shared table’s cycle at least the UK’s 5 s', () => {
    for (const game of SHARED_TABLE_GAMES) {
      const { bettingMs, pauseMs } = TABLE_PACES[game];
      expect(bettingMs + pauseMs).toBeGreaterThanOrEqual(UK_CASINO_PROTECTION.minCycleMs);
    }
    expect(runMsOf({ crashPoint: CRASH_MAX_POINT })).toBeLessThan(155_000);
  });

  it('reaches its top award, 10 000×, at least once in 100 million rounds, as the labs ask', () => {
    expect(survivalChance(CRASH_MAX_POINT)).toBeGreaterThanOrEqual(1e-8);
    // The wheel's rarest award is a single number: 1 in 37.
  });
});
