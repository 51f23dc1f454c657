import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { ListEmpty, ListFailure, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useManagerBets } from '../api/manager-bets.ts';
import { useBetsPush } from '../hooks/use-bets-push.ts';
import styles from './bets-history.module.css';
import { CouponCard } from './coupon-card.tsx';

/**
 * Manager bets: this site takes no bets by phone through a manager, so the screen lists the
 * player's bets an operator settled or voided by hand, each with the reason given
 * (docs/decisions.md, "Manager bets").
 */
export function ManagerBetsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const bets = useManagerBets();
  useBetsPush();

  return (
    <PageCard
      testId="manager-bets-page"
      title={t('manager_bets_title')}
      lead={t('manager_bets_lead')}
    >
      <Link className={styles.related} to={pathFor('betsHistory', {}, language)}>
        {t('bets_history_title')}
      </Link>
      {bets.isPending ? (
        <ListSkeleton />
      ) : bets.isError ? (
        <ListFailure error={bets.error} onRetry={() => bets.refetch()} />
      ) : bets.data.length === 0 ? (
        <ListEmpty
          icon="shield"
          title={t('manager_bets_empty_title')}
          text={t('manager_bets_empty_text')}
        />
      ) : (
        <div className={styles.list} data-testid="bets-list">
          {bets.data.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </div>
      )}
    </PageCard>
  );
}
