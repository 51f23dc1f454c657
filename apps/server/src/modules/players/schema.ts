import { sql } from 'drizzle-orm';
import { check, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Account numbers look like account numbers: nine digits, not guessable small integers. */
export const playerIdSeq = pgSequence('player_id_seq', { startWith: 100_000_001 });

/**
 * A player's identity: the account number is the login id; e-mail and phone are other ways
 * to sign in. Money lives in the accounts module, never here.
 */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().default(sql`nextval('player_id_seq')`),
    email: text('email').unique(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    countryId: integer('country_id'),
    currencyId: integer('currency_id'),
    partnerId: integer('partner_id').notNull().default(1),
    refCode: text('ref_code'),
    bonusChoice: text('bonus_choice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    check('players_status_known', sql`${table.status} in ('active', 'blocked', 'self_excluded')`),
    check('players_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
