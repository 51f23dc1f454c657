import { randomInt } from 'node:crypto';
import type { SavedCoupon } from '@arenabet/contracts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { savedCoupons } from './schema.ts';

/** Letters and digits a person reads without doubt: no 0/O, no 1/I/L. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
const ATTEMPTS = 5;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

type CouponToKeep = Omit<SavedCoupon, 'couponCode'>;

/** Keeps a coupon under a new code (31^8 codes; a clash draws again). */
export async function saveCoupon(
  db: Database,
  clock: Clock,
  coupon: CouponToKeep,
): Promise<SavedCoupon> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = newCode();
    const [saved] = await db
      .insert(savedCoupons)
      .values({ code, coupon, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ code: savedCoupons.code });
    if (saved) return { couponCode: saved.code, ...coupon };
  }
  throw new Error('No free coupon code');
}

export async function loadCoupon(db: Database, code: string): Promise<SavedCoupon> {
  const [row] = await db.select().from(savedCoupons).where(eq(savedCoupons.code, code));
  if (!row) throw notFound('coupon_code_unknown');
  return { couponCode: row.code, ...(row.coupon as CouponToKeep) };
}
