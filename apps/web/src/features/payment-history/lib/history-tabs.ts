import type { UserBalance } from '@arenabet/contracts/accounts';
import type { PaymentSources } from '@arenabet/contracts/payments';

/** The currency a tab's account holds, as the history and the balance both name it. */
export interface TabCurrency {
  id: number;
  iso: string;
  symbol: string;
}

export interface HistoryTab {
  /** Null for the main account, which has a call of its own. */
  accountId: number | null;
  currency: TabCurrency | null;
  main: boolean;
}

function balanceCurrency(account: UserBalance['accounts'][number]): TabCurrency {
  return { id: account.currencyId, iso: account.iso, symbol: account.symbol };
}

/**
 * The account tabs: the main account always, then each currency account that has payments, and
 * the one the address names even before its first payment (a link from the wallets page).
 */
export function historyTabs(
  sources: PaymentSources['accounts'] | undefined,
  balance: UserBalance | undefined,
  selectedId: number | null,
): HistoryTab[] {
  const accounts = balance?.accounts ?? [];
  const main = sources?.find((account) => account.main)?.currency;
  const balanceMain = accounts.find((account) => account.type === 'main');
  const tabs: HistoryTab[] = [
    {
      accountId: null,
      currency: main ?? (balanceMain ? balanceCurrency(balanceMain) : null),
      main: true,
    },
  ];
  for (const account of sources ?? []) {
    if (!account.main)
      tabs.push({ accountId: account.id, currency: account.currency, main: false });
  }
  const listed = tabs.some((tab) => tab.accountId === selectedId);
  const selected = accounts.find((account) => account.id === selectedId);
  if (!listed && selected && selected.type !== 'main') {
    tabs.push({ accountId: selected.id, currency: balanceCurrency(selected), main: false });
  }
  return tabs;
}

/** The tab a view shows: the main account's id in the address means the main tab. */
export function selectedTab(tabs: readonly HistoryTab[], accountId: number | null) {
  return tabs.find((tab) => tab.accountId === accountId);
}

/** The main account's id, which an address may name instead of leaving the account out. */
export function mainAccountId(
  sources: PaymentSources['accounts'] | undefined,
  balance: UserBalance | undefined,
): number | null {
  const fromSources = sources?.find((account) => account.main)?.id;
  const fromBalance = balance?.accounts.find((account) => account.type === 'main')?.id;
  return fromSources ?? fromBalance ?? null;
}
