import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The self-hosted captcha (`custom` type): the browser must find the number whose SHA-256,
 * appended to a salt, equals the challenge. Finding it costs the browser up to `maxNumber`
 * hashes; checking it costs the server one. The server keeps no state: the challenge is
 * signed, and the salt carries its expiry.
 */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxNumber: number;
  salt: string;
  signature: string;
}

export interface ProofOfWorkSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export interface ProofOfWorkOptions {
  hmacKey: string;
  /** Upper bound of the secret number: the work a browser may have to do. */
  maxNumber: number;
  expiresInMs: number;
}

export function createChallenge(options: ProofOfWorkOptions, now: Date): ProofOfWorkChallenge {
  const expires = Math.floor((now.getTime() + options.expiresInMs) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(`${salt}${randomInt(0, options.maxNumber + 1)}`);
  return {
    algorithm: 'SHA-256',
    challenge,
    maxNumber: options.maxNumber,
    salt,
    signature: sign(options.hmacKey, challenge),
  };
}

/** Why a solution was refused, or null when it proves the work on a challenge we issued. */
export function checkSolution(
  solution: ProofOfWorkSolution,
  hmacKey: string,
  now: Date,
): 'malformed' | 'expired' | 'forged' | 'wrong' | null {
  if (solution.algorithm !== 'SHA-256' || !Number.isSafeInteger(solution.number))
    return 'malformed';
  const expires = Number(/[?&]expires=(\d+)/.exec(solution.salt)?.[1]);
  if (!Number.isFinite(expires)) return 'malformed';
  if (expires * 1000 < now.getTime()) return 'expired';
  if (!sameText(sign(hmacKey, solution.challenge), solution.signature)) return 'forged';
  if (!sameText(sha256(`${solution.salt}${solution.number}`), solution.challenge)) return 'wrong';
  return null;
}

/** What the browser does, here for tests and tools: try every number up to the bound. */
export function solveChallenge(challenge: ProofOfWorkChallenge): ProofOfWorkSolution | null {
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (sha256(`${challenge.salt}${number}`) === challenge.challenge) {
      const { maxNumber: _, ...rest } = challenge;
      return { ...rest, number };
    }
  }
  return null;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sign(key: string, challenge: string): string {
  return createHmac('sha256', key).update(challenge).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
