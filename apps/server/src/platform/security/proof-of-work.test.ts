import { describe, expect, it } from 'vitest';
import { checkSolution, createChallenge, solveChallenge } from './proof-of-work.ts';

const options = { hmacKey: 'test-key', maxNumber: 2_000, expiresInMs: 60_000 };
const now = new Date('2026-11-21T12:00:00Z');

function solved() {
  const solution = solveChallenge(createChallenge(options, now));
  if (!solution) throw new Error('no solution within the bound');
  return solution;
}

describe('proof-of-work captcha', () => {
  it('accepts a solved challenge it issued', () => {
    expect(checkSolution(solved(), options.hmacKey, now)).toBeNull();
  });

  it('refuses a wrong number, a forged signature and a foreign key', () => {
    const solution = solved();
    expect(checkSolution({ ...solution, number: solution.number + 1 }, options.hmacKey, now)).toBe(
      'wrong',
    );
    expect(checkSolution({ ...solution, signature: '0'.repeat(64) }, options.hmacKey, now)).toBe(
      'forged',
    );
    expect(checkSolution(solution, 'another-key', now)).toBe('forged');
  });

  it('refuses a challenge whose salt was changed to live longer', () => {
    const solution = solved();
    const later = solution.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(checkSolution({ ...solution, salt: later }, options.hmacKey, now)).toBe('wrong');
  });

  it('refuses an expired or malformed solution', () => {
    const solution = solved();
    expect(checkSolution(solution, options.hmacKey, new Date(now.getTime() + 61_000))).toBe(
      'expired',
    );
    expect(checkSolution({ ...solution, algorithm: 'MD5' }, options.hmacKey, now)).toBe(
      'malformed',
    );
    expect(checkSolution({ ...solution, salt: 'no-expiry' }, options.hmacKey, now)).toBe(
      'malformed',
    );
  });
});
