import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { HistoryTab } from '../lib/history-tabs.ts';
import styles from './payment-history.module.css';

interface AccountTabsProps {
  tabs: readonly HistoryTab[];
  selectedId: number | null;
  onSelect(accountId: number | null): void;
}

/** One tab per account: each has a history of its own, in its own currency. */
export function AccountTabs({ tabs, selectedId, onSelect }: AccountTabsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('payment_history_accounts')}>
      {tabs.map((tab) => {
        const selected = tab.accountId === selectedId;
        return (
          <button
            key={tab.accountId ?? 'main'}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            data-testid={`history-account-${tab.currency?.iso ?? 'main'}`}
            onClick={() => onSelect(tab.accountId)}
          >
            <span className={styles.tabSymbol} aria-hidden="true">
              {tab.currency?.symbol ?? '¤'}
            </span>
            <span className={styles.tabText}>
              <span className={styles.tabIso}>{tab.currency?.iso ?? t('wallets_main')}</span>
              {tab.main && tab.currency && (
                <span className={styles.tabNote}>{t('wallets_main')}</span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
