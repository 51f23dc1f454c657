import type { Clock } from './clock.ts';
import { RateLimiter } from './rate-limiter.ts';

/**
 * Sign-in attempts in 15 minutes: per address and login (enough for typos, too few for
 * guessing) and per address over all logins. Checked before any password hashing is done,
 * so a flood of guesses costs the server almost nothing.
 */
const WINDOW_MS = 15 * 60_000;
const ATTEMPTS_PER_LOGIN = 10;
const ATTEMPTS_PER_ADDRESS = 30;

export class SignInLimits {
  private readonly perLogin: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(clock: Clock) {
    this.perLogin = new RateLimiter(ATTEMPTS_PER_LOGIN, WINDOW_MS, clock);
    this.perAddress = new RateLimiter(ATTEMPTS_PER_ADDRESS, WINDOW_MS, clock);
  }

  /** Counts an attempt; throws 429 when either limit is reached. */
  attempt(address: string, login: string): void {
    this.perAddress.hit(address);
    this.perLogin.hit(loginKey(address, login));
  }

  /** A right password forgives the earlier typos of that login. */
  succeeded(address: string, login: string): void {
    this.perLogin.reset(loginKey(address, login));
  }
}

function loginKey(address: string, login: string): string {
  return `${address}:${login.trim().toLowerCase()}`;
}
