import type { Account } from '@arenabet/contracts/accounts';

/** Only an empty currency account may be closed; the main one stays (the server says so too). */
export function isClosable(account: Pick<Account, 'type' | 'money'>): boolean {
  return account.type !== 'main' && account.money === 0;
}

/** The account the player plays from; the first one until the server names one. */
export function activeAccountOf(
  accounts: readonly Account[],
  activeId: number | null,
): Account | undefined {
  return accounts.find((account) => account.id === activeId) ?? accounts[0];
}
