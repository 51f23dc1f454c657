import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { type AccountsHarness, openAccountsHarness } from './accounts-harness.ts';

const EUR = 12;
const STAKE = 100;

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness();
  });
  afterAll(() => h.close());

  const outcomes = (work: Promise<unknown>[]) =>
    Promise.all(
      work.map((p) =>
        p.then(
          () => 'moved',
          (error: unknown) => {
            if (error instanceof AppError) return error.message;
            throw error;
          },
        ),
      ),
    );

  const debitRace = async (attempts: number, covered: number) => {
    const { playerId, accountId } = await h.fundedPlayer(EUR, covered * STAKE);
    const bets = await h.accounts.houseAccount('house_bets', EUR);
    const results = await outcomes(
      Array.from({ length: attempts }, (_, i) =>
        h.accounts.transfer({
          idempotencyKey: `race-${playerId}-${i}`,
          kind: 'bet',
          postings: [
            { accountId, amount: -STAKE },
            { accountId: bets, amount: STAKE },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r === 'moved')).toHaveLength(covered);
    expect(results.filter((r) => r === 'account_insufficient_funds')).toHaveLength(
      attempts - covered,
    );
    expect((await h.accounts.accountsOf(playerId))[0]?.money).toBe(0);
    const spent = await h.count('ledger_transactions', `idempotency_key like 'race-${playerId}-%'`);
    expect(spent).toBe(covered);
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  };

  it('applies exactly the debits the balance covers: 50 at once against a balance for 20', () =>
    debitRace(50, 20));

  it('and 1000 at once against a balance for 500', () => debitRace(1000, 500), 60_000);

  it('moves money once when 20 requests with one key arrive together', async () => {
    const { playerId, accountId } = await h.fundedPlayer(EUR, 10 * STAKE);
    const bets = await h.accounts.houseAccount('house_bets', EUR);
    const key = `same-${playerId}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.accounts.transfer({
          idempotencyKey: key,
          kind: 'bet',
          postings: [
            { accountId, amount: -STAKE },
            { accountId: bets, amount: STAKE },
          ],
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await h.accounts.accountsOf(playerId))[0]?.money).toBe(9);
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('keeps many players betting into one house account consistent', async () => {
    const players = await Promise.all(
      Array.from({ length: 10 }, () => h.fundedPlayer(EUR, 5 * STAKE)),
    );
    const bets = await h.accounts.houseAccount('house_bets', EUR);
    const before = await h.accounts.houseBalance('house_bets', EUR);
    const results = await outcomes(
      players.flatMap(({ playerId, accountId }) =>
        Array.from({ length: 8 }, (_, i) =>
          h.accounts.transfer({
            idempotencyKey: `many-${playerId}-${i}`,
            kind: 'bet',
            postings: [
              { accountId, amount: -STAKE },
              { accountId: bets, amount: STAKE },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'moved')).toHaveLength(50);
    expect(await h.accounts.houseBalance('house_bets', EUR)).toBe(before + 50 * STAKE);
    expect(await h.accounts.consistencyCheck()).toMatchObject({ consistent: true });
  });
});
