import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { type AccountsHarness, openAccountsHarness } from './accounts-harness.ts';
import type { HouseAccountKind } from './schema.ts';

const EUR = 12;
const USD = 10;
const HOUSE_KINDS: HouseAccountKind[] = ['house_cash', 'house_bets', 'house_wins'];

let h: AccountsHarness;
beforeAll(async () => {
  h = await openAccountsHarness();
});
afterAll(() => h.close());

interface LedgerAccount {
  id: number;
  currencyId: number;
  isPlayer: boolean;
}

/** Three players with a funded EUR main account and an empty USD account, and house accounts. */
async function openWorld(): Promise<LedgerAccount[]> {
  const world: LedgerAccount[] = [];
  for (let i = 0; i < 3; i++) {
    const { playerId, accountId } = await h.fundedPlayer(EUR, 1_000);
    const usd = await h.accounts.createCurrencyAccount(playerId, USD);
    world.push({ id: accountId, currencyId: EUR, isPlayer: true });
    world.push({ id: usd.id, currencyId: USD, isPlayer: true });
  }
  for (const kind of HOUSE_KINDS) {
    for (const currencyId of [EUR, USD]) {
      world.push({
        id: await h.accounts.houseAccount(kind, currencyId),
        currencyId,
        isPlayer: false,
      });
    }
  }
  return world;
}

/** One request: from, to (indices into the world), amount; a few keys repeat on purpose. */
const request = fc.record({
  from: fc.nat(11),
  to: fc.nat(11),
  amount: fc.integer({ min: 1, max: 1_500 }),
  /** Unbalanced on purpose: the credit differs from the debit. */
  skew: fc.constantFrom(0, 0, 0, 0, 1),
  key: fc.nat(15),
});

let run = 0;

describe('ledger properties', () => {
  it('keeps every currency summing to zero and no player below zero, whatever is asked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 16 }), async (requests) => {
        run++;
        const world = await openWorld();
        const expected = new Map<number, number>();
        for (const account of world) {
          expected.set(account.id, account.isPlayer && account.currencyId === EUR ? 1_000 : 0);
        }
        const used = new Map<string, string>();
        for (const r of requests) {
          const from = world[r.from % world.length] as LedgerAccount;
          const to = world[r.to % world.length] as LedgerAccount;
          const key = `prop-${run}-${r.key}`;
          const postings = [
            { accountId: from.id, amount: -r.amount },
            { accountId: to.id, amount: r.amount + r.skew },
          ];
          const outcome = await h.accounts
            .transfer({ idempotencyKey: key, kind: 'prop', postings })
            .then(
              (result) => (result.replayed ? 'replayed' : 'moved'),
              (error: unknown) => {
                if (error instanceof AppError && error.status < 500) return error.message;
                throw error;
              },
            );
          expect(outcome).toBe(modelOutcome(from, to, r, key, expected, used));
        }
        for (const account of world.filter((a) => a.isPlayer)) {
          expect(await playerBalance(account.id)).toBe(expected.get(account.id));
        }
        const report = await h.accounts.consistencyCheck();
        expect(report).toEqual({
          consistent: true,
          accountDifferences: [],
          currencySums: [],
          unbalancedTransactions: [],
        });
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

/** What the ledger must answer, worked out by hand, and the balances it must leave. */
function modelOutcome(
  from: LedgerAccount,
  to: LedgerAccount,
  r: { amount: number; skew: number },
  key: string,
  balances: Map<number, number>,
  used: Map<string, string>,
): string {
  const fingerprint = JSON.stringify([from.id, to.id, r.amount, r.skew]);
  // The shape is checked before the key is looked up; the currencies only after.
  if (from.id === to.id) return 'ledger_duplicate_account';
  const first = used.get(key);
  if (first !== undefined)
    return first === fingerprint ? 'replayed' : 'ledger_idempotency_key_reused';
  if (r.skew !== 0 || from.currencyId !== to.currencyId) return 'ledger_unbalanced';
  const fromBalance = balances.get(from.id) ?? 0;
  if (from.isPlayer && fromBalance < r.amount) return 'account_insufficient_funds';
  balances.set(from.id, fromBalance - r.amount);
  balances.set(to.id, (balances.get(to.id) ?? 0) + r.amount);
  used.set(key, fingerprint);
  return 'moved';
}

async function playerBalance(accountId: number): Promise<number> {
  const [row] = await h.database.db
    .execute(`select balance::text as b from accounts where id = ${accountId}`)
    .then((result) => (result as unknown as { rows: { b: string }[] }).rows);
  return Number(row?.b);
}
