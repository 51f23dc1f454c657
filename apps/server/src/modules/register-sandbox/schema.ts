import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The simulated national self-exclusion register's own books. It stands in for an outside
 * register (the UK's GAMSTOP): the site never reads this table, it asks the register through
 * the `ExclusionRegister` interface, as it would ask the real one.
 */
export const registerSandboxEntries = pgTable(
  'register_sandbox_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    surname: text('surname'),
    birthday: date('birthday', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    months: integer('months').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('register_sandbox_entries_email').on(table.email),
    index('register_sandbox_entries_phone').on(table.phone),
    index('register_sandbox_entries_birthday').on(table.birthday),
    check('register_sandbox_entries_months', sql`${table.months} in (6, 12, 60)`),
  ],
);
