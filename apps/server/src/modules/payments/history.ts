import {
  PAYMENT_DIRECTIONS,
  PAYMENT_STATUSES,
  type ParsedHistoryFilters,
  type PaymentHistory,
  type PaymentSources,
} from '@arenabet/contracts/payments';
import { pagingLimit } from '@arenabet/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { archiveCutoff, decimalAmount, paymentCurrency, paymentView } from './payment-view.ts';
import { payments } from './schema.ts';

/** Which of the player's accounts a history call reads. */
export type HistoryScope = { account: 'main' } | { account: 'virtual'; accountId?: number };

type Filters = ParsedHistoryFilters;
const DAY_MS = 86_400_000;

/** The payment history calls: newest first, the first 50 x page_number, with net totals. */
export class PaymentHistoryReader {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: AppServices,
  ) {}

  async history(playerId: number, scope: HistoryScope, filters: Filters): Promise<PaymentHistory> {
    const accountIds = await this.accountIdsIn(playerId, scope);
    const where = and(
      eq(payments.playerId, playerId),
      accountIds.length > 0 ? inArray(payments.accountId, accountIds) : sql`false`,
      ...this.filterConditions(filters),
    );
    const limit = pagingLimit(filters.page_number);
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit + 1);
    const now = this.deps.clock.now();
    return {
      payments: rows.slice(0, limit).map((row) => paymentView(row, now)),
      pageNumber: filters.page_number,
      hasMore: rows.length > limit,
      totals: await this.netTotals(where),
    };
  }

  async sources(playerId: number): Promise<PaymentSources> {
    const methods = await this.deps.db
      .selectDistinct({ id: payments.methodId, kind: payments.methodKind })
      .from(payments)
      .where(eq(payments.playerId, playerId))
      .orderBy(payments.methodId);
    const accounts = await this.services.accounts.accountsOf(playerId);
    return {
      directions: [...PAYMENT_DIRECTIONS],
      statuses: [...PAYMENT_STATUSES],
      methods,
      accounts: accounts.map((account) => ({
        id: account.id,
        currency: paymentCurrency(account.currencyId),
        main: account.type === 'main',
      })),
    };
  }

  private async accountIdsIn(playerId: number, scope: HistoryScope): Promise<number[]> {
    const accounts = await this.services.accounts.accountsOf(playerId);
    if (scope.account === 'main') return accounts.filter((a) => a.type === 'main').map((a) => a.id);
    const virtual = accounts.filter((a) => a.type !== 'main');
    const chosen =
      scope.accountId === undefined ? virtual : virtual.filter((a) => a.id === scope.accountId);
    return chosen.map((a) => a.id);
  }

  private filterConditions(filters: Filters): (SQL | undefined)[] {
    const now = this.deps.clock.now();
    return [
      filters.is_include_archive ? undefined : gte(payments.createdAt, archiveCutoff(now)),
      filters.date_from
        ? gte(payments.createdAt, new Date(`${filters.date_from}T00:00:00Z`))
        : undefined,
      filters.date_to
        ? lt(
            payments.createdAt,
            new Date(new Date(`${filters.date_to}T00:00:00Z`).getTime() + DAY_MS),
          )
        : undefined,
      filters.direction ? eq(payments.direction, filters.direction) : undefined,
      filters.status ? eq(payments.status, filters.status) : undefined,
    ];
  }

  /** Successful deposits minus successful withdrawals, per currency, over the whole filter. */
  private async netTotals(where: SQL | undefined): Promise<PaymentHistory['totals']> {
    const rows = await this.deps.db
      .select({
        currencyId: payments.currencyId,
        net: sql<string>`sum(case when ${payments.direction} = 'deposit' then ${payments.amount} else -${payments.amount} end)::text`,
      })
      .from(payments)
      .where(and(where, eq(payments.status, 'success')))
      .groupBy(payments.currencyId)
      .orderBy(payments.currencyId);
    return rows.map((row) => ({
      currency: paymentCurrency(row.currencyId),
      net: decimalAmount(Number(row.net), row.currencyId),
    }));
  }
}
