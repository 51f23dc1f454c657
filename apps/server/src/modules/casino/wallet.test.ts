import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/errors.ts';
import { verifyByTestPerson } from '../../testing/verify-identity.ts';
import { type AccountsHarness, openAccountsHarness } from '../accounts/accounts-harness.ts';
import { ResponsibleGamblingService } from '../responsible-gambling/service.ts';
import { FileStore } from '../verification/file-store.ts';
import { SimulatedIdentityProvider } from '../verification/identity-providers.ts';
import { VerificationService } from '../verification/service.ts';
import { CasinoWallet, type RollbackRequest, type WalletCallRequest } from './wallet.ts';

const EUR = 12;

/**
 * The wallet over the accounts harness, with the real limits and verification services on the
 * same database: its players are verified, keep no limits and take no breaks, so every stake
 * passes and nothing is counted.
 */
function walletOver(h: AccountsHarness) {
  const deps = { db: h.database.db, clock: h.clock, siteSettings: async () => null };
  const services = { accounts: h.accounts } as unknown as AppServices;
  services.verification = new VerificationService(
    deps as unknown as ModuleDeps,
    services,
    new FileStore(() => Promise.reject(new Error('the wallet tests store no files'))),
    [new SimulatedIdentityProvider('smart_id')],
  );
  const responsibleGambling = new ResponsibleGamblingService(
    deps as unknown as ModuleDeps,
    services,
  );
  const wallet = new CasinoWallet(
    { db: h.database.db, clock: h.clock },
    { accounts: h.accounts, responsibleGambling },
  );
  /** A player with money and a verified identity, as one who may play. */
  const funded = async (currencyId: number, amount: number) => {
    const player = await h.fundedPlayer(currencyId, amount);
    await verifyByTestPerson(services, player.playerId);
    return player;
  };
  return { wallet, responsibleGambling, funded };
}
const USD = 10;

describe('the casino wallet', () => {
  let h: AccountsHarness;
  let wallet: CasinoWallet;
  let responsibleGambling: ResponsibleGamblingService;
  let funded: ReturnType<typeof walletOver>['funded'];
  let rounds = 0;

  beforeAll(async () => {
    h = await openAccountsHarness();
    ({ wallet, responsibleGambling, funded } = walletOver(h));
    await wallet.openHouse(EUR);
  });
  afterAll(() => h.close());

  async function session(euros = 100) {
    const player = await funded(EUR, euros * 100);
    const roundId = `round-${++rounds}`;
    const request = (transactionId: string, amount: number): WalletCallRequest => ({
      provider: 'studio',
      transactionId: `${roundId}-${transactionId}`,
      roundId,
      ...player,
      currencyId: EUR,
      amount,
    });
    return { ...player, roundId, request };
  }

  const debit = async (request: WalletCallRequest) => {
    const limits = await responsibleGambling.guard(request.playerId);
    return withTransaction(h.database.db, (tx) => wallet.debit(tx, { ...request, limits }));
  };
  const credit = (request: WalletCallRequest) =>
    withTransaction(h.database.db, (tx) => wallet.credit(tx, request));
  const rollback = (request: RollbackRequest) =>
    withTransaction(h.database.db, (tx) => wallet.rollback(tx, request));

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof AppError ? `${error.status} ${error.message}` : error),
    );

  it('takes a stake once however often the same debit comes, answering the first balance', async () => {
    const s = await session();
    const first = await debit(s.request('bet', 250));
    const again = await debit(s.request('bet', 250));
    expect(first).toMatchObject({ balance: 9_750, currencyId: EUR, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await h.accounts.houseBalance('house_casino', EUR)).toBeGreaterThanOrEqual(250);
    expect(await refusal(debit(s.request('bet', 300)))).toBe('409 casino_transaction_id_reused');
  });

  it('pays a win only after its debit, and closes a lost round with a credit of 0', async () => {
    const s = await session();
    expect(await refusal(credit(s.request('win', 500)))).toBe('409 casino_credit_without_debit');
    await debit(s.request('bet', 100));
    expect((await credit(s.request('win', 500))).balance).toBe(10_400);
    const lost = await session();
    await debit(lost.request('bet', 100));
    expect((await credit(lost.request('win', 0))).balance).toBe(9_900);
  });

  it('rolls a debit back, refuses a rollback after a credit and a debit after its rollback', async () => {
    const s = await session();
    const bet = s.request('bet', 700);
    await debit(bet);
    const undo = { ...s.request('undo', 0), debitTransactionId: bet.transactionId };
    expect((await rollback(undo)).balance).toBe(10_000);
    expect((await rollback(undo)).replayed).toBe(true);
    expect(await refusal(credit(s.request('win', 100)))).toBe('409 casino_round_rolled_back');

    const late = await session();
    const lateBet = late.request('bet', 100);
    await rollback({ ...late.request('undo', 0), debitTransactionId: lateBet.transactionId });
    expect(await refusal(debit(lateBet))).toBe('409 casino_debit_rolled_back');

    const paid = await session();
    const paidBet = paid.request('bet', 100);
    await debit(paidBet);
    await credit(paid.request('win', 300));
    expect(
      await refusal(
        rollback({ ...paid.request('undo', 0), debitTransactionId: paidBet.transactionId }),
      ),
    ).toBe('409 casino_rollback_after_credit');
  });

  it('refuses a stake above the balance, another currency and another player, writing nothing', async () => {
    const s = await session(1);
    const other = await funded(EUR, 1_000);
    const before = await h.count('ledger_transactions');
    expect(await refusal(debit(s.request('bet', 101)))).toBe('400 account_insufficient_funds');
    expect(await refusal(debit({ ...s.request('usd', 50), currencyId: USD }))).toBe(
      '409 casino_currency_mismatch',
    );
    await debit(s.request('bet', 50));
    expect(await refusal(debit({ ...s.request('other', 50), ...other, currencyId: EUR }))).toBe(
      '409 casino_round_other_player',
    );
    expect(await h.count('ledger_transactions')).toBe(before + 1);
    expect(await refusal(debit(s.request('zero', 0)))).toBe('400 validation_failed');
  });

  it('leaves the ledger consistent', async () => {
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  });
});

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('the casino wallet under concurrency (PostgreSQL)', () => {
  let h: AccountsHarness;
  let wallet: CasinoWallet;
  let responsibleGambling: ResponsibleGamblingService;
  let funded: ReturnType<typeof walletOver>['funded'];

  beforeAll(async () => {
    h = await openAccountsHarness();
    ({ wallet, responsibleGambling, funded } = walletOver(h));
    await wallet.openHouse(EUR);
  });
  afterAll(() => h.close());

  const inTx = <T>(work: Parameters<typeof withTransaction<T>>[1]) =>
    withTransaction(h.database.db, work);

  it('moves money once when the same debit arrives 20 times at once', async () => {
    const player = await funded(EUR, 10_000);
    const limits = await responsibleGambling.guard(player.playerId);
    const request = {
      provider: 'studio',
      transactionId: 'same-debit',
      roundId: 'race-1',
      ...player,
      currencyId: EUR,
      amount: 1_000,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => inTx((tx) => wallet.debit(tx, { ...request, limits }))),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set([9_000]));
    expect(
      await h.count('ledger_transactions', "idempotency_key = 'casino:studio:same-debit'"),
    ).toBe(1);
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);

  it('answers one of two calls with the same transaction id in two rounds, refusing the other', async () => {
    for (let race = 0; race < 5; race++) {
      const player = await funded(EUR, 5_000);
      const limits = await responsibleGambling.guard(player.playerId);
      const call = (roundId: string) =>
        inTx((tx) =>
          wallet.debit(tx, {
            provider: 'studio',
            transactionId: `twin-${race}`,
            roundId,
            ...player,
            currencyId: EUR,
            amount: 1_000,
            limits,
          }),
        );
      const answers = await Promise.allSettled([call(`twin-a-${race}`), call(`twin-b-${race}`)]);
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.find((a) => a.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason.message).toBe(
        'casino_transaction_id_reused',
      );
      const { accounts } = await h.accounts.balanceOf(player.playerId);
      expect(accounts[0]?.money).toBe(40);
    }
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);

  it('ends each round one way when debits race their rollback', async () => {
    for (let round = 0; round < 10; round++) {
      const player = await funded(EUR, 5_000);
      const base = { provider: 'studio', roundId: `race-rb-${round}`, ...player, currencyId: EUR };
      const limits = await responsibleGambling.guard(player.playerId);
      const bet = { ...base, transactionId: `rb-bet-${round}`, amount: 2_000, limits };
      const undo = {
        ...base,
        transactionId: `rb-undo-${round}`,
        debitTransactionId: bet.transactionId,
      };
      const [debited] = await Promise.allSettled([
        inTx((tx) => wallet.debit(tx, bet)),
        inTx((tx) => wallet.rollback(tx, undo)),
      ]);
      const { accounts } = await h.accounts.balanceOf(player.playerId);
      // Rolled back after the debit (refunded) or before it (the debit refused): 50 € either way.
      expect(accounts[0]?.money).toBe(50);
      if (debited.status === 'rejected') {
        expect((debited.reason as AppError).message).toBe('casino_debit_rolled_back');
      }
    }
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);
});
