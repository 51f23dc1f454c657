import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';

/*
 * What the casino's tests share: a signed-in player with money in a euro account, and that
 * account's balance in minor units.
 */

export const EUR = 12;

export interface Gambler {
  id: number;
  token: string;
  accountId: number;
}

/** A player with `euros` deposited into a main euro account. */
export async function fundedGambler(t: TestApp, euros = 100): Promise<Gambler> {
  const made = await makePlayer(t);
  const { accounts } = t.app.services;
  const account = await accounts.openMainAccount(made.id, EUR);
  const cash = await accounts.houseAccount('house_cash', EUR);
  await accounts.transfer({
    idempotencyKey: `casino-test-deposit-${randomUUID()}`,
    kind: 'deposit',
    postings: [
      { accountId: account.id, amount: euros * 100 },
      { accountId: cash, amount: -euros * 100 },
    ],
  });
  return { id: made.id, token: made.token, accountId: account.id };
}

/** The gambler's euro balance, minor units. */
export async function balanceOf(t: TestApp, who: Gambler): Promise<number> {
  const accounts = await t.app.services.accounts.accountsOf(who.id);
  return Math.round((accounts.find((a) => a.id === who.accountId)?.money ?? Number.NaN) * 100);
}
