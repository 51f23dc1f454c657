import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    /** A name the player chose to sign in with, besides the account number (change login). */
    login: text('login').unique(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /** The 'auth by e-mail' setting: sign-in also needs a code sent to the confirmed e-mail. */
    authByEmail: boolean('auth_by_email').notNull().default(false),
    name: text('name'),
    surname: text('surname'),
    birthday: date('birthday', { mode: 'string' }),
    registrationType: text('registration_type'),
    /** The other registration fields the brand asks for (region, documents, consents…). */
    details: jsonb('details')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
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
    // A login of digits only would shadow an account number.
    check('players_login_not_numeric', sql`${table.login} !~ '^[0-9]+$'`),
    check('players_login_lower', sql`${table.login} = lower(${table.login})`),
    // The self-exclusion registers match a person by name and date of birth (issue 16).
    index('players_birthday').on(table.birthday),
  ],
);
