import type { ConsistencyReport } from '@arenabet/contracts/accounts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';

/*
 * Recomputes every balance from the postings. Full scans: an operator's audit and a test
 * oracle, not something the movement path runs.
 */

/** Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Sums come back as text (numeric in SQL) so that no driver rounds them. */
const accountDifferences = sql`
  select a.id as "accountId", a.currency_id as "currencyId", a.balance::text as balance,
         coalesce(p.total, 0)::text as "fromPostings"
  from accounts a
  left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p
    on p.account_id = a.id
  where a.owner_id is not null and a.balance <> coalesce(p.total, 0)
  order by a.id`;

/** A player's balance is stored; a house account's is the sum of its postings. */
const currencySums = sql`
  select a.currency_id as "currencyId",
         sum(case when a.owner_id is null then coalesce(p.total, 0) else a.balance end)::text as sum
  from accounts a
  left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p
    on p.account_id = a.id
  group by a.currency_id
  having sum(case when a.owner_id is null then coalesce(p.total, 0) else a.balance end) <> 0
  order by a.currency_id`;

const unbalancedTransactions = sql`
  select transaction_id as "transactionId", currency_id as "currencyId", sum(amount)::text as sum
  from ledger_postings
  group by transaction_id, currency_id
  having sum(amount) <> 0
  order by transaction_id`;

type Numeric<T> = { [K in keyof T]: number | string };

function numbers<T extends Record<string, number>>(row: Numeric<T>): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as T;
}

export async function consistencyCheck(db: Database): Promise<ConsistencyReport> {
  type Report = ConsistencyReport;
  const [differences, sums, unbalanced] = await Promise.all([
    rows<Numeric<Report['accountDifferences'][number]>>(db, accountDifferences),
    rows<Numeric<Report['currencySums'][number]>>(db, currencySums),
    rows<Numeric<Report['unbalancedTransactions'][number]>>(db, unbalancedTransactions),
  ]);
  const report = {
    accountDifferences: differences.map(numbers),
    currencySums: sums.map(numbers),
    unbalancedTransactions: unbalanced.map(numbers),
  };
  const consistent = Object.values(report).every((list) => list.length === 0);
  return { consistent, ...report };
}
