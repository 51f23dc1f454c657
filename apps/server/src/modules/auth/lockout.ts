import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { TooManyRequests } from '../../platform/rate-limiter.ts';
import { FAILURE_MEMORY_MS, type LimitKey, lockAfter } from '../../platform/sign-in-limits.ts';
import { signInFailures } from './schema.ts';

/**
 * Failed sign-ins per key (see platform/sign-in-limits.ts for the keys and their rules), in the
 * database so that every instance sees them.
 */

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
  async check(keys: LimitKey[]): Promise<LockoutState> {
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
  async failed(keys: LimitKey[]): Promise<{ captchaRequired: boolean; lockedForMs: number }> {
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

  /** A right password (or code) forgives the keys a success forgives; never an address. */
  async succeeded(keys: LimitKey[]): Promise<void> {
    const forgiven = keys.filter((k) => k.forgivenBySuccess).map((k) => k.key);
    if (forgiven.length === 0) return;
    await this.db.delete(signInFailures).where(inArray(signInFailures.key, forgiven));
  }
}
