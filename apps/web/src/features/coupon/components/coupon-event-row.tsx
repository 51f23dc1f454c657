import type { CouponEventView } from '@arenabet/contracts';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { StakeInput } from '../../../shared/ui/form/stake-input.tsx';
import { type CouponPick, keyOfPick } from '../lib/coupon-picks.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import styles from './coupon.module.css';

interface CouponEventRowProps {
  pick: CouponPick;
  /** The server's word on this outcome; absent before the first recount. */
  view: CouponEventView | undefined;
  /** Multi: the single's own stake field. */
  withStake: boolean;
  precision: number;
  possibleWin?: string | undefined;
}

/** One outcome of the coupon: the game, market and outcome, its odds now, its state. */
export function CouponEventRow({
  pick,
  view,
  withStake,
  precision,
  possibleWin,
}: CouponEventRowProps) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const key = keyOfPick(pick);
  const remove = useCouponStore((state) => state.remove);
  const stake = useCouponStore((state) => state.multiStakes[key] ?? '');
  const setStake = useCouponStore((state) => state.setMultiStake);
  const home = view?.home || pick.home;
  const away = view ? view.away : pick.away;
  const teams = away ? `${home} — ${away}` : home;
  const market = [view?.periodName ?? pick.periodName, view?.marketName || pick.marketName]
    .filter(Boolean)
    .join(' · ');
  const outcome = view?.outcomeName || pick.outcomeName;
  const coef = view?.coef ?? pick.coef;
  const change =
    view && view.coef !== pick.coef ? (view.coef > pick.coef ? 'up' : 'down') : undefined;
  const state = view?.state ?? 'open';
  return (
    <li
      className={styles.event}
      data-state={state}
      data-testid="coupon-event"
      data-key={key}
      data-live={(view?.live ?? pick.live) ? '' : undefined}
    >
      <div className={styles.eventHead}>
        <span className={styles.champ}>{view?.champName || pick.champName}</span>
        <CloseButton
          className={styles.remove}
          size={16}
          label={t('coupon_remove_event', { name: teams })}
          onClick={() => remove(key)}
        />
      </div>
      <span className={styles.teams}>{teams || t('coupon_event_loading')}</span>
      <div className={styles.pickLine}>
        <span className={styles.pickName}>
          {market && <span className={styles.market}>{market}: </span>}
          {outcome}
        </span>
        {state === 'open' ? (
          <span className={styles.coef} data-change={change} data-testid="coupon-event-odds">
            {change && (
              <del className={styles.was} title={t('coupon_odds_were')}>
                {oddsText(pick.coef)}
              </del>
            )}
            {oddsText(coef)}
            {change && <span className={styles.arrow} data-change={change} aria-hidden="true" />}
          </span>
        ) : (
          <span className={styles.badge} data-testid="coupon-event-state">
            {t(`coupon_event_state_${state}`)}
          </span>
        )}
      </div>
      {withStake && (
        <div className={styles.eventStake}>
          <StakeInput
            label={t('coupon_stake_of', { name: outcome })}
            value={stake}
            precision={precision}
            onChange={(value) => setStake(key, value)}
            testId="coupon-multi-stake"
          />
          {possibleWin && (
            <span className={styles.eventWin}>
              {t('coupon_possible_win')}: <b>{possibleWin}</b>
            </span>
          )}
        </div>
      )}
    </li>
  );
}
