import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { CheckoutRequest } from '../payments/provider.ts';
import { type SandboxCheckoutStatus, sandboxCheckouts } from './schema.ts';

/*
 * The hosted-page sessions. Every change of status is one conditional UPDATE: it happens only
 * from the statuses it names and only before the session expires, so a double click, two tabs
 * or a late form cannot finish a payment twice or reopen a finished one.
 */

export type Checkout = typeof sandboxCheckouts.$inferSelect;
type Executor = Database | Transaction;

/** Wrong 3-D Secure codes after which the bank declines. */
export const THREE_DS_MAX_FAILURES = 3;
const STILL_OPEN: SandboxCheckoutStatus[] = ['open', 'three_ds'];

/** Long and random: knowing the id is what lets a browser pay this checkout. */
const CHECKOUT_ID_PATTERN = /^co_[A-Za-z0-9_-]{24}$/;

export function isCheckoutId(value: string): boolean {
  return CHECKOUT_ID_PATTERN.test(value);
}

/** Stores a new session, or answers the one the reference already has. */
export async function openCheckout(
  db: Database,
  request: CheckoutRequest,
  now: Date,
): Promise<Checkout> {
  const [created] = await db
    .insert(sandboxCheckouts)
    .values({
      id: `co_${randomBytes(18).toString('base64url')}`,
      merchantReference: request.merchantReference,
      amount: request.amount,
      currency: request.currency.code,
      precision: request.currency.precision,
      methodKind: request.methodKind,
      language: request.language,
      returnUrl: request.returnUrl,
      webhookUrl: request.webhookUrl,
      status: 'open',
      createdAt: now,
      // The merchant's configured lifetime; a page born expired would be no page at all.
      expiresAt: request.expiresAt > now ? request.expiresAt : now,
    })
    .onConflictDoNothing({ target: sandboxCheckouts.merchantReference })
    .returning();
  if (created) return created;
  const existing = await checkoutByReference(db, request.merchantReference);
  if (!existing) throw new Error('sandbox checkout vanished after a conflicting insert');
  return existing;
}

export async function checkoutById(db: Executor, id: string): Promise<Checkout | null> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row ?? null;
}

export async function checkoutByReference(
  db: Executor,
  merchantReference: string,
): Promise<Checkout | null> {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.merchantReference, merchantReference));
  return row ?? null;
}

export function isOpen(checkout: Checkout, now: Date): boolean {
  return STILL_OPEN.includes(checkout.status) && now < checkout.expiresAt;
}

/** Moves the checkout from one of `from` to `to`; null when it was not there (or expired). */
export async function moveCheckout(
  db: Executor,
  id: string,
  now: Date,
  from: SandboxCheckoutStatus[],
  to: SandboxCheckoutStatus,
  cardLast4?: string,
): Promise<Checkout | null> {
  const t = sandboxCheckouts;
  const [row] = await db
    .update(t)
    .set({ status: to, ...(cardLast4 ? { cardLast4 } : {}) })
    .where(and(eq(t.id, id), inArray(t.status, from), gt(t.expiresAt, now)))
    .returning();
  return row ?? null;
}

/**
 * Counts a wrong 3-D Secure code; the one that reaches the limit declines the checkout in the
 * same statement, so racing wrong codes cannot go past the limit.
 */
export async function countWrongThreeDsCode(
  db: Executor,
  id: string,
  now: Date,
): Promise<Checkout | null> {
  const t = sandboxCheckouts;
  const failures = sql`${t.threeDsFailures} + 1`;
  const [row] = await db
    .update(t)
    .set({
      threeDsFailures: failures,
      status: sql`case when ${failures} >= ${THREE_DS_MAX_FAILURES} then 'declined' else 'three_ds' end`,
    })
    .where(and(eq(t.id, id), eq(t.status, 'three_ds'), gt(t.expiresAt, now)))
    .returning();
  return row ?? null;
}

/**
 * The tester's "let it expire" on the hosted page: closes an open session as if its time had
 * run out, so a merchant's handling of abandoned checkouts can be tried without waiting.
 */
export async function expireCheckoutNow(db: Executor, id: string, now: Date) {
  const t = sandboxCheckouts;
  const [row] = await db
    .update(t)
    .set({ status: 'cancelled', expiresAt: now })
    .where(and(eq(t.id, id), inArray(t.status, STILL_OPEN), gt(t.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Closes the sessions nobody finished in time; answers them so the merchant can be told. */
export function cancelExpiredCheckouts(db: Executor, now: Date, limit = 100): Promise<Checkout[]> {
  const t = sandboxCheckouts;
  const expired = db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.status, STILL_OPEN), lte(t.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ status: 'cancelled' })
    .where(and(inArray(t.id, expired), inArray(t.status, STILL_OPEN)))
    .returning();
}
