import { sql } from 'drizzle-orm';
import { ManualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { rows } from './consistency.ts';
import { AccountsService } from './service.ts';

/** The accounts service alone over a fresh test database, before it is wired into the app. */
export interface AccountsHarness {
  database: DatabaseHandle;
  clock: ManualClock;
  accounts: AccountsService;
  /** A new player id with a funded main account (house_cash pays the deposit). */
  fundedPlayer(
    currencyId: number,
    amount: number,
  ): Promise<{ playerId: number; accountId: number }>;
  newPlayerId(): number;
  count(table: 'ledger_transactions' | 'ledger_postings', where?: string): Promise<number>;
  close(): Promise<void>;
}

let nextPlayerId = 100_000_001;

export async function openAccountsHarness(): Promise<AccountsHarness> {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const accounts = new AccountsService({ db: database.db, clock });
  const newPlayerId = () => nextPlayerId++;
  let deposits = 0;
  return {
    database,
    clock,
    accounts,
    newPlayerId,
    async fundedPlayer(currencyId, amount) {
      const playerId = newPlayerId();
      const { id: accountId } = await accounts.openMainAccount(playerId, currencyId);
      if (amount > 0) {
        const cash = await accounts.houseAccount('house_cash', currencyId);
        await accounts.transfer({
          idempotencyKey: `test-deposit-${playerId}-${++deposits}`,
          kind: 'deposit',
          postings: [
            { accountId, amount },
            { accountId: cash, amount: -amount },
          ],
        });
      }
      return { playerId, accountId };
    },
    async count(table, where = 'true') {
      const [row] = await rows<{ n: string }>(
        database.db,
        sql.raw(`select count(*)::text as n from ${table} where ${where}`),
      );
      return Number(row?.n ?? 0);
    },
    close: () => database.close(),
  };
}
