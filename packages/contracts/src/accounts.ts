/*
 * Player accounts and balances (spec 000: the Account entity; Sign-in and user: the balance
 * calls and setactiveaccount; Office: createCurrencyAccount, deleteCurrencyAccount). Payloads
 * are not shown in the spec, so ours: every call answers the player's open accounts, so the
 * account switcher refreshes from any of them. `money` is in major units of the currency, for
 * display; the ledger itself keeps integers of minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

/** A wrong type reads 'validation_invalid_type', a missing id 'required'. */
const requiredId = z.pipe(
  z.number({
    error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
  }),
  idNumber,
);

export const accountType = z.enum(['main', 'currency']);
export type AccountType = z.infer<typeof accountType>;

/** The spec's Account entity. */
export const account = z.object({
  id: z.int(),
  /** Bonus accounts arrive with the bonus module; null until then. */
  idBonus: z.nullable(z.int()),
  type: accountType,
  /** The balance in major units (12.5 = 12.50 EUR). */
  money: z.number(),
  /** The currency's name. */
  name: z.string(),
  iso: z.string(),
  symbol: z.string(),
  isActive: z.boolean(),
  currencyId: z.int(),
  amountOfUnplacedBets: z.number(),
  points: z.number(),
  isBonusAccount: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  /** The name with the symbol ("Euro (€)") or with the ISO code ("Euro (EUR)"). */
  labels: z.object({ symbol: z.string(), iso: z.string() }),
});
export type Account = z.infer<typeof account>;

export const userBalance = z.object({
  accounts: z.array(account),
  activeAccountId: z.nullable(z.int()),
});
export type UserBalance = z.infer<typeof userBalance>;

const balanceAnswer = resource('user-balance', userBalance);

export const consistencyReport = z.object({
  consistent: z.boolean(),
  /** Player accounts whose stored balance differs from the sum of their postings. */
  accountDifferences: z.array(
    z.object({
      accountId: z.int(),
      currencyId: z.int(),
      balance: z.number(),
      fromPostings: z.number(),
    }),
  ),
  /** Currencies whose balances over all accounts (players and house) do not add up to zero. */
  currencySums: z.array(z.object({ currencyId: z.int(), sum: z.number() })),
  /** Movements whose postings do not sum to zero in a currency. */
  unbalancedTransactions: z.array(
    z.object({
      transactionId: z.int(),
      currencyId: z.int(),
      sum: z.number(),
    }),
  ),
});
export type ConsistencyReport = z.infer<typeof consistencyReport>;

export const accountsCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/account-api/user/balance',
    summary: "The signed-in player's accounts and balances",
    tag: 'accounts',
    access: 'player',
    response: balanceAnswer,
  }),
  balancePost: defineCall({
    method: 'POST',
    path: '/web-api/user/balance',
    summary: "The signed-in player's accounts and balances",
    tag: 'accounts',
    access: 'player',
    response: balanceAnswer,
  }),
  setActiveAccount: defineCall({
    method: 'POST',
    path: '/web-api/user/setactiveaccount',
    summary: 'Choose the account the player plays from',
    description:
      "400 validation_errors.account_id ['account_not_found'] for an unknown, closed or other player's account.",
    tag: 'accounts',
    access: 'player',
    body: resourceBody(z.object({ account_id: requiredId })),
    response: balanceAnswer,
  }),
  createCurrencyAccount: defineCall({
    method: 'POST',
    path: '/web-api/createCurrencyAccount',
    summary: 'Open an account in another currency',
    description:
      "400 validation_errors.currency_id ['currency_unknown' | 'account_currency_exists'].",
    tag: 'accounts',
    access: 'player',
    body: resourceBody(z.object({ currency_id: requiredId })),
    response: balanceAnswer,
  }),
  deleteCurrencyAccount: defineCall({
    method: 'POST',
    path: '/web-api/deleteCurrencyAccount',
    summary: 'Close a currency account with a zero balance',
    description:
      "400 validation_errors.account_id ['account_not_found' | 'account_main_not_deletable' | " +
      "'account_balance_not_zero' | 'account_has_pending_payments' | 'account_has_open_rounds' " +
      '(a casino round playing from it is still open)].',
    tag: 'accounts',
    access: 'player',
    body: resourceBody(z.object({ account_id: requiredId })),
    response: balanceAnswer,
  }),
  consistency: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/ledger/consistency',
    summary: 'Recompute balances from the ledger and report every difference',
    tag: 'backoffice',
    access: 'operator',
    response: resource('ledger-consistency', consistencyReport),
  }),
};
