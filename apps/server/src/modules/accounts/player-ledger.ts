import type { PaymentCurrency, PlayerLedger } from '@arenabet/contracts/payments';
import { fromMinorUnits, pagingLimit, safeMinorUnits } from '@arenabet/domain';
import { currencyById } from '@arenabet/reference/currencies';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { accounts, ledgerPostings, ledgerTransactions } from './schema.ts';

/*
 * A player's accounts and postings as an operator audits them: the stored balance beside the
 * sum of the postings, and every movement newest first.
 */

function currencyOf(currencyId: number): PaymentCurrency {
  const currency = currencyById(currencyId);
  if (!currency) throw new Error(`Unknown currency ${currencyId}`);
  const { id, code, symbol, name, precision } = currency;
  return { id, iso: code, symbol, name, precision };
}

const decimal = (amount: number, currency: PaymentCurrency) =>
  fromMinorUnits(safeMinorUnits(amount), currency.precision);

export async function playerLedger(
  db: Database,
  playerId: number,
  page: number,
): Promise<PlayerLedger> {
  const owned = await db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      currencyId: accounts.currencyId,
      balance: accounts.balance,
      closedAt: accounts.closedAt,
      // Qualified by hand: inside the subquery an unqualified id would be the posting's own.
      fromPostings: sql<string>`(select coalesce(sum(p.amount), 0)::text from ledger_postings p where p.account_id = "accounts"."id")`,
    })
    .from(accounts)
    .where(eq(accounts.ownerId, playerId))
    .orderBy(sql`${accounts.kind} = 'main' desc`, asc(accounts.id));
  const limit = pagingLimit(page);
  const ids = owned.map((account) => account.id);
  const entries =
    ids.length === 0
      ? []
      : await db
          .select({
            postingId: ledgerPostings.id,
            transactionId: ledgerPostings.transactionId,
            kind: ledgerTransactions.kind,
            idempotencyKey: ledgerTransactions.idempotencyKey,
            accountId: ledgerPostings.accountId,
            currencyId: ledgerPostings.currencyId,
            amount: ledgerPostings.amount,
            createdAt: ledgerPostings.createdAt,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
          .where(and(inArray(ledgerPostings.accountId, ids)))
          .orderBy(desc(ledgerPostings.id))
          .limit(limit + 1);
  return {
    playerId,
    accounts: owned.map((account) => {
      const currency = currencyOf(account.currencyId);
      return {
        id: account.id,
        main: account.kind === 'main',
        currency,
        balance: decimal(account.balance, currency),
        fromPostings: decimal(Number(account.fromPostings), currency),
        closed: account.closedAt !== null,
      };
    }),
    entries: entries.slice(0, limit).map(({ currencyId, amount, createdAt, ...entry }) => {
      const currency = currencyOf(currencyId);
      return {
        ...entry,
        currency,
        amount: decimal(amount, currency),
        createdAt: createdAt.toISOString(),
      };
    }),
    hasMore: entries.length > limit,
  };
}
