import type { AutoBetState, AutoBetView } from '@arenabet/contracts/auto-bets';
import { errorText } from '../../../shared/api/error-text.ts';
import {
  COUPON_KIND_LABEL,
  couponKind,
  legMarket,
  legTeams,
} from '../../../shared/bets/coupon-labels.ts';
import { useOddsText } from '../../../shared/feed/use-odds-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { useAutoBets, useCancelAutoBet } from '../api/auto-bets.ts';
import historyStyles from './bets-history.module.css';
import styles from './coupon-card.module.css';

const STATE_LABEL: Record<AutoBetState, string> = {
  waiting: i18nKey('auto_bet_state_waiting'),
  placed: i18nKey('auto_bet_state_placed'),
  dropped: i18nKey('auto_bet_state_dropped'),
  expired: i18nKey('auto_bet_state_expired'),
  cancelled: i18nKey('auto_bet_state_cancelled'),
};

/** The player's auto-bets, the waiting ones first; nothing at all while there are none. */
export function AutoBets() {
  const { t } = useTranslation();
  const list = useAutoBets();
  if (!list.data || list.data.length === 0) return null;
  return (
    <section
      className={`${historyStyles.autoBets} ${historyStyles.screenOnly}`}
      aria-labelledby="auto-bets-title"
      data-testid="auto-bets"
    >
      <h2 id="auto-bets-title" className={historyStyles.sectionTitle}>
        {t('auto_bets_title')}
      </h2>
      <div className={historyStyles.list}>
        {list.data.map((bet) => (
          <AutoBetCard key={bet.id} bet={bet} />
        ))}
      </div>
    </section>
  );
}

function AutoBetCard({ bet }: { bet: AutoBetView }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const money = useFormatMoney();
  const odds = useOddsText();
  const cancel = useCancelAutoBet();
  return (
    <article
      className={styles.card}
      data-state={bet.state}
      data-testid="auto-bet"
      data-auto-bet-id={bet.id}
      aria-labelledby={`auto-bet-${bet.id}`}
    >
      <div className={styles.head}>
        <h3 className={styles.number} id={`auto-bet-${bet.id}`}>
          {t('auto_bet_number', { number: bet.id })}
        </h3>
        <span className={styles.kind}>{t(COUPON_KIND_LABEL[couponKind(bet.vid)])}</span>
        <time className={styles.date} dateTime={bet.createdAt}>
          {formatDateTime(bet.createdAt, language)}
        </time>
        <span className={styles.badge} data-testid="auto-bet-state">
          {t(STATE_LABEL[bet.state])}
        </span>
      </div>
      <dl className={styles.figures}>
        <Figure label={t('bets_stake')} value={money(bet.stake, bet.currency)} />
        <Figure
          label={t('auto_bet_target')}
          value={odds(bet.targetCoef)}
          testId="auto-bet-target"
        />
        <Figure label={t('auto_bet_start')} value={odds(bet.startCoef)} />
      </dl>
      {bet.state === 'placed' && bet.betStatus && (
        <p className={historyStyles.autoBetOutcome} data-testid="auto-bet-outcome">
          {bet.betStatus === 'accepted'
            ? t('bet_status_accepted')
            : bet.betStatus === 'pending'
              ? t('bet_status_pending')
              : bet.reason
                ? `${t('bet_status_not_accepted')}: ${t(bet.reason)}`
                : t('bet_status_not_accepted')}
        </p>
      )}
      <ul className={styles.legs}>
        {bet.events.map((event) => (
          <li
            key={`${event.gameId}-${event.marketName}-${event.outcomeName}`}
            className={styles.leg}
          >
            <div className={styles.game}>
              <span className={styles.teams}>{legTeams(event)}</span>
            </div>
            <div className={styles.where}>
              <span>{event.champName}</span>
              {event.live && <span className={styles.live}>{t('bets_leg_live')}</span>}
            </div>
            <div className={styles.pick}>
              <span className={styles.market}>
                {legMarket(event)}: <strong>{event.outcomeName}</strong>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {bet.state === 'waiting' && (
        <div className={historyStyles.autoBetActions}>
          {bet.dropOnScoreChange && <span>{t('coupon_auto_bet_drop')}</span>}
          <button
            type="button"
            className={buttons.secondary}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(bet.id)}
            data-testid="auto-bet-cancel"
          >
            {t('auto_bet_cancel')}
          </button>
        </div>
      )}
      {cancel.isError && <FormError>{errorText(cancel.error, t, i18n.exists)}</FormError>}
    </article>
  );
}

function Figure(props: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{props.label}</dt>
      <dd dir="ltr" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}
