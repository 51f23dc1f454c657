import { useBalance } from '../../../shared/api/balance-query.ts';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { ListFailure, ListMore, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { usePaymentHistory } from '../api/payment-history.ts';
import { usePaymentSources } from '../api/payment-sources.ts';
import { useHistoryView } from '../hooks/use-history-view.ts';
import { historyRequest } from '../lib/history-request.ts';
import { historyTabs, mainAccountId, selectedTab } from '../lib/history-tabs.ts';
import { type HistoryView, isFiltered, withoutFilters } from '../lib/history-view.ts';
import { AccountTabs } from './account-tabs.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryEmpty } from './history-states.tsx';
import { HistoryTotals } from './history-totals.tsx';
import styles from './payment-history.module.css';
import { PaymentsTable } from './payments-table.tsx';

/** The player's payment history: per account, filtered, 50 more at a time. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const [addressView, setView] = useHistoryView();
  const sources = usePaymentSources();
  // The header's balance read: which account is active (totals are converted into its currency)
  // and the main one's currency before it has any payment.
  const accounts = useBalance();
  // An address naming the main account by its id shows the main tab, through the main call.
  const mainId = mainAccountId(sources.data?.accounts, accounts.data);
  const view: HistoryView =
    addressView.accountId !== null && addressView.accountId === mainId
      ? { ...addressView, accountId: null }
      : addressView;
  const tabs = historyTabs(sources.data?.accounts, accounts.data, view.accountId);
  const active = accounts.data?.accounts.find(
    (account) => account.id === accounts.data?.activeAccountId,
  );
  const targetCurrencyId = active?.currencyId ?? selectedTab(tabs, view.accountId)?.currency?.id;

  return (
    <PageCard
      testId="payment-history-page"
      title={t('payment_history_title')}
      lead={t('payment_history_lead')}
    >
      {tabs.length > 1 && (
        <AccountTabs
          tabs={tabs}
          selectedId={view.accountId}
          onSelect={(accountId) => setView({ ...view, accountId })}
        />
      )}
      <HistoryFilters view={view} onChange={setView} />
      <HistoryResults
        view={view}
        targetCurrencyId={targetCurrencyId}
        onReset={() => setView(withoutFilters(view))}
      />
    </PageCard>
  );
}

interface HistoryResultsProps {
  view: HistoryView;
  targetCurrencyId: number | undefined;
  onReset(): void;
}

/** The list for one view: loading, failed, empty, or the payments with their totals. */
function HistoryResults({ view, targetCurrencyId, onReset }: HistoryResultsProps) {
  const { t, i18n } = useTranslation();
  const history = usePaymentHistory(historyRequest(view, new Date()));
  const failure = (error: unknown) => errorText(error, t, i18n.exists);

  if (history.isPending) return <ListSkeleton />;
  if (history.isError && !history.data) {
    return <ListFailure error={history.error} onRetry={() => history.refetch()} />;
  }
  const list = history.data;
  if (!list || list.payments.length === 0) {
    return <HistoryEmpty filtered={isFiltered(view)} onReset={onReset} />;
  }
  return (
    <div className={styles.results} aria-busy={history.isFetching}>
      <HistoryTotals totals={list.totals} targetCurrencyId={targetCurrencyId} />
      <PaymentsTable payments={list.payments} />
      {history.isFetchNextPageError && (
        <FormError testId="history-more-error">{failure(history.error)}</FormError>
      )}
      <ListMore
        shownText={t('payment_history_shown', { count: list.payments.length })}
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        label={t('payment_history_show_more')}
        onMore={() => history.fetchNextPage()}
      />
    </div>
  );
}
