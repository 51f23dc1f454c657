import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { repeatUntilStopped } from '../../platform/repeat.ts';
import { payments } from './schema.ts';

/*
 * A deposit whose checkout the player abandons ends as cancelled, with this reason, instead of
 * staying pending forever. The provider is asked to close its page at the configured time and
 * tells us (`payment.expired`); a provider that stays silent is caught by our own sweep a grace
 * period later. Nothing was credited or held for a pending deposit, so closing one moves no
 * money; a provider's late success still credits it (webhooks.ts), so none is lost either.
 */

export const CHECKOUT_EXPIRED = 'payment_checkout_expired';

/** Room for the provider's own expiry event to arrive before we decide on our own. */
export const EXPIRY_GRACE_MS = 5 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;

export function checkoutExpiresAt(createdAt: Date, minutes: number): Date {
  return new Date(createdAt.getTime() + minutes * 60_000);
}

/** Cancels pending deposits opened before the lifetime and the grace; answers their ids. */
export async function expireAbandonedDeposits(
  db: Database,
  now: Date,
  minutes: number,
): Promise<number[]> {
  const openedBefore = new Date(now.getTime() - minutes * 60_000 - EXPIRY_GRACE_MS);
  const expired = await db
    .update(payments)
    .set({ status: 'cancelled', reason: CHECKOUT_EXPIRED, updatedAt: now })
    .where(
      and(
        eq(payments.direction, 'deposit'),
        eq(payments.status, 'pending'),
        lte(payments.createdAt, openedBefore),
      ),
    )
    .returning({ id: payments.id });
  return expired.map((row) => row.id);
}

interface SweepLog {
  error(details: object, message: string): void;
}

/**
 * Runs the sweep every minute until stopped; a tick starts after the previous one ends, a
 * failing one is logged and the loop goes on, and stop waits for a running tick.
 */
export function startDepositExpiry(
  sweep: (now: Date) => Promise<unknown>,
  clock: Clock,
  log: SweepLog,
): () => Promise<void> {
  return repeatUntilStopped(
    () => sweep(clock.now()),
    SWEEP_INTERVAL_MS,
    (error) => log.error({ err: error }, 'payments: deposit expiry failed'),
  );
}
