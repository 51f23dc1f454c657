import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import buttons from '../../../shared/ui/button.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { ListEmpty, ListFailure, ListMore, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useBetsHistory } from '../api/bets-history.ts';
import { useBetsPush } from '../hooks/use-bets-push.ts';
import { type BetsRequest, betsRequest } from '../lib/bets-request.ts';
import {
  type BetsView,
  DEFAULT_BETS_VIEW,
  isFiltered,
  readBetsView,
  writeBetsView,
} from '../lib/bets-view.ts';
import { AutoBets } from './auto-bets.tsx';
import { BetsFilters } from './bets-filters.tsx';
import styles from './bets-history.module.css';
import { BetsTotals } from './bets-totals.tsx';
import { CouponCard } from './coupon-card.tsx';
import { HistoryActions } from './history-actions.tsx';

/** The player's coupons, newest first, filtered, 50 more at a time, live as they settle. */
export function BetsHistoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [view, setView] = useAddressState(readBetsView, writeBetsView);
  const historyDays = useSiteSettings().couponHistoryDays;
  const request = betsRequest(view, new Date(), historyDays);
  useBetsPush();

  return (
    <PageCard
      testId="bets-history-page"
      title={t('bets_history_title')}
      lead={t('bets_history_lead', { days: historyDays })}
      className={styles.printable}
    >
      <div className={styles.screenOnly}>
        <BetsFilters view={view} period={request} onChange={setView} />
        <HistoryActions request={request} />
        <Link className={styles.related} to={pathFor('managerBets', {}, language)}>
          {t('manager_bets_title')}
        </Link>
      </div>
      <p className={styles.printOnly}>
        {t('bets_history_print_period', { from: request.date_from, to: request.date_to })}
      </p>
      <AutoBets />
      <BetsResults request={request} view={view} onReset={() => setView(DEFAULT_BETS_VIEW)} />
    </PageCard>
  );
}

interface BetsResultsProps {
  request: BetsRequest;
  view: BetsView;
  onReset(): void;
}

function BetsResults({ request, view, onReset }: BetsResultsProps) {
  const { t, i18n } = useTranslation();
  const history = useBetsHistory(request);

  if (history.isPending) return <ListSkeleton />;
  if (history.isError && !history.data) {
    return <ListFailure error={history.error} onRetry={() => history.refetch()} />;
  }
  const list = history.data;
  if (!list || list.coupons.length === 0) {
    const filtered = isFiltered(view);
    return (
      <ListEmpty
        icon="history"
        title={t('bets_history_empty_title')}
        text={filtered ? t('bets_history_empty_filtered_text') : t('bets_history_empty_text')}
      >
        {filtered && (
          <button type="button" className={buttons.secondary} onClick={onReset}>
            {t('bets_history_reset_filters')}
          </button>
        )}
      </ListEmpty>
    );
  }
  return (
    <div className={styles.results} aria-busy={history.isFetching}>
      <BetsTotals totals={list.totals} />
      <div className={styles.list} data-testid="bets-list">
        {list.coupons.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </div>
      {history.isFetchNextPageError && (
        <FormError testId="history-more-error">
          {errorText(history.error, t, i18n.exists)}
        </FormError>
      )}
      <div className={styles.screenOnly}>
        <ListMore
          shownText={t('bets_history_shown', { count: list.coupons.length })}
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          label={t('bets_history_show_more')}
          onMore={() => history.fetchNextPage()}
        />
      </div>
    </div>
  );
}
