import type { PlacedCoupon } from '@arenabet/contracts/bets';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { ListEmpty, ListFailure, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useBetsHistory } from '../api/bets-history.ts';
import { useBetsPush } from '../hooks/use-bets-push.ts';
import type { BetsRequest } from '../lib/bets-request.ts';
import { betsRequest } from '../lib/bets-request.ts';
import { DEFAULT_BETS_VIEW } from '../lib/bets-view.ts';
import { raisableWith } from '../lib/raisable.ts';
import styles from './bets-history.module.css';
import { CouponCard } from './coupon-card.tsx';
import { PowerBetHold } from './powerbet.tsx';

/**
 * The spec's powerbet screen: the player's open singles of games in play, each of which takes
 * more stake at the odds of now (the history's own cards and their powerbet action).
 */
export function PowerbetPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSiteSettings();
  const request: BetsRequest = betsRequest(
    { ...DEFAULT_BETS_VIEW, state: 'open' },
    new Date(),
    settings.couponHistoryDays,
  );
  const history = useBetsHistory(request);
  useBetsPush();
  const [held, setHeld] = useState<PlacedCoupon>();
  const raisable = raisableWith(history.data?.coupons ?? [], held);

  return (
    <PageCard testId="powerbet-page" title={t('powerbet_title')} lead={t('powerbet_lead')}>
      <Link className={styles.related} to={pathFor('betsHistory', {}, language)}>
        {t('bets_history_title')}
      </Link>
      {history.isPending ? (
        <ListSkeleton />
      ) : history.isError && !history.data ? (
        <ListFailure error={history.error} onRetry={() => history.refetch()} />
      ) : raisable.length === 0 ? (
        <ListEmpty
          icon="live"
          title={t('powerbet_empty_title')}
          text={settings.features.powerBet ? t('powerbet_empty_text') : t('power_bet_off')}
        >
          <Link className={styles.related} to={pathFor('live', {}, language)}>
            {t('powerbet_to_live')}
          </Link>
        </ListEmpty>
      ) : (
        <PowerBetHold.Provider value={setHeld}>
          <div className={styles.list} data-testid="bets-list">
            {raisable.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </div>
        </PowerBetHold.Provider>
      )}
    </PageCard>
  );
}
