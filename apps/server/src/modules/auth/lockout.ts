import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { TooManyRequests } from '../../platform/rate-limiter.ts';
import { signInFailures } from './schema.ts';

/**
 * Failed sign-ins per account and per address, in the database so that every instance sees
 * them. After `captchaAfter` failures the next try needs a captcha; past `freeFailures` each
 * failure locks the key for longer: 30 s, doubling, at most 15 minutes. Failures older than
 * an hour are forgotten; a right password forgives the account's.
 */
export interface LockoutRule {
  captchaAfter: number;
  freeFailures: number;
}

/** An account is guessed at slowly; an address may be shared by many players (NAT, office). */
export const ACCOUNT_RULE: LockoutRule = { captchaAfter: 3, freeFailures: 5 };
export const ADDRESS_RULE: LockoutRule = { captchaAfter: 10, freeFailures: 30 };

export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface LockoutKey {
  key: string;
  rule: LockoutRule;
}

export const accountKey = (playerId: number): LockoutKey => ({
  key: `account:${playerId}`,
  rule: ACCOUNT_RULE,
});
/** An unknown login locks like an account, so locks do not tell which logins exist. */
export const loginKey = (login: string): LockoutKey => ({
  key: `login:${login.trim().toLowerCase()}`,
  rule: ACCOUNT_RULE,
});
export const addressKey = (ip: string): LockoutKey => ({ key: `ip:${ip}`, rule: ADDRESS_RULE });

/** The lock that follows the n-th failure, in ms; 0 while failures are free. */
export function lockAfter(failures: number, rule: LockoutRule): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(over - 1, 30), MAX_LOCK_MS);
}

/** 429 for a locked sign-in: its own message key, Retry-After from the base class. */
export class SignInLocked extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = 'sign_in_locked';
  }
}

export interface LockoutState {
  captchaRequired: boolean;
}

export class SignInLockout {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 while any key is locked; tells whether a captcha is needed for this try. */
  async check(keys: LockoutKey[]): Promise<LockoutState> {
    const now = this.clock.now().getTime();
    const rows = await this.db
      .select()
      .from(signInFailures)
      .where(
        inArray(
          signInFailures.key,
          keys.map((k) => k.key),
        ),
      );
    let lockedUntil = 0;
    let captchaRequired = false;
    for (const row of rows) {
      lockedUntil = Math.max(lockedUntil, row.lockedUntil?.getTime() ?? 0);
      const rule = keys.find((k) => k.key === row.key)?.rule;
      const remembered = now - row.lastFailureAt.getTime() < FAILURE_MEMORY_MS;
      if (rule && remembered && row.failures >= rule.captchaAfter) captchaRequired = true;
    }
    if (lockedUntil > now) throw new SignInLocked(Math.ceil((lockedUntil - now) / 1000));
    return { captchaRequired };
  }

  /**
   * Counts a failure on every key (one atomic upsert each, so racing tries all count) and
   * locks those past their free failures. Tells whether the next try needs a captcha and how
   * long the longest new lock is.
   */
  async failed(keys: LockoutKey[]): Promise<{ captchaRequired: boolean; lockedForMs: number }> {
    const now = this.clock.now();
    const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
    let captchaRequired = false;
    let lockedForMs = 0;
    for (const { key, rule } of keys) {
      const [row] = await this.db
        .insert(signInFailures)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: signInFailures.failures });
      const failures = row?.failures ?? 1;
      if (failures >= rule.captchaAfter) captchaRequired = true;
      const lockMs = lockAfter(failures, rule);
      if (lockMs > 0) {
        await this.db
          .update(signInFailures)
          .set({ lockedUntil: new Date(now.getTime() + lockMs) })
          .where(eq(signInFailures.key, key));
        lockedForMs = Math.max(lockedForMs, lockMs);
      }
    }
    return { captchaRequired, lockedForMs };
  }

  /** A right password (or code) forgives this key's failures. */
  async succeeded(key: LockoutKey): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, key.key));
  }
}
