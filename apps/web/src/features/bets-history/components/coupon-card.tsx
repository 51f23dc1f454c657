import type { AdvanceStateName, BetLeg, PlacedCoupon } from '@arenabet/contracts/bets';
import {
  COUPON_STATE_LABEL,
  couponKindText,
  LEG_STATE_LABEL,
  legMarket,
  legTeams,
} from '../../../shared/bets/coupon-labels.ts';
import { useOddsText } from '../../../shared/feed/use-odds-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CashOutAction } from './cash-out.tsx';
import styles from './coupon-card.module.css';
import { InsuranceAction, InsuranceCover } from './insurance.tsx';
import { PowerBetAction } from './powerbet.tsx';

/** An advance bet's way, naming the bet whose win backs it. */
const ADVANCE_LABEL: Record<AdvanceStateName, string> = {
  pending: i18nKey('bets_advance_pending'),
  repaid: i18nKey('bets_advance_repaid'),
  cancelled: i18nKey('bets_advance_cancelled'),
};

/** One placed coupon: its receipt number, figures and state, then each event it bet on. */
export function CouponCard({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useFormatMoney();
  const odds = useOddsText();
  const kind = couponKindText(coupon);
  const amount = (value: string) => money(value, coupon.currency);
  return (
    <article
      className={styles.card}
      data-state={coupon.state}
      data-testid="bets-coupon"
      data-coupon-id={coupon.id}
      aria-labelledby={`coupon-${coupon.id}`}
    >
      <div className={styles.head}>
        <h2 className={styles.number} id={`coupon-${coupon.id}`}>
          {t('bets_coupon_number', { number: coupon.id })}
        </h2>
        <span className={styles.kind} data-testid="bets-coupon-kind">
          {t(kind.key, kind.values)}
        </span>
        {coupon.antiExpress && (
          <span className={styles.kind} data-testid="bets-coupon-anti-express">
            {t('bets_anti_express')}
          </span>
        )}
        {coupon.powerOf !== undefined && (
          <span className={styles.kind} data-testid="bets-coupon-power-of">
            {t('power_bet_of', { number: coupon.powerOf })}
          </span>
        )}
        {coupon.advance && (
          <span className={styles.kind} data-testid="bets-coupon-advance">
            {t(ADVANCE_LABEL[coupon.advance.state], { number: coupon.advance.of })}
          </span>
        )}
        {coupon.boostPercent !== undefined && (
          <span className={styles.kind} data-testid="bets-coupon-boost">
            {t('bets_boost', { percent: String(coupon.boostPercent) })}
          </span>
        )}
        <time className={styles.date} dateTime={coupon.acceptedAt}>
          {formatDateTime(coupon.acceptedAt, language)}
        </time>
        <span className={styles.badge} data-testid="bets-coupon-state">
          {t(COUPON_STATE_LABEL[coupon.state])}
        </span>
      </div>
      <dl className={styles.figures}>
        <Figure label={t('bets_stake')} value={amount(coupon.stake)} />
        <Figure label={t('bets_total_odds')} value={odds(coupon.totalCoef)} />
        <Figure label={t('bets_possible_win')} value={amount(coupon.possibleWin)} />
        <Figure
          label={t('bets_payout')}
          value={payoutText(coupon, amount)}
          testId="bets-coupon-payout"
          strong={coupon.state === 'won' || coupon.state === 'refunded' || coupon.state === 'sold'}
        />
        {coupon.soldStake !== '0' && Number(coupon.soldStake) > 0 && (
          <Figure
            label={t('bets_cashed_out')}
            value={t('bets_cashed_out_value', {
              stake: amount(coupon.soldStake),
              credited: amount(coupon.saleCredited),
            })}
            testId="bets-coupon-cashed-out"
          />
        )}
        <InsuranceCover coupon={coupon} />
        {coupon.advanced !== undefined && (
          <Figure
            label={t('bets_advanced')}
            value={amount(coupon.advanced)}
            testId="bets-coupon-advanced"
          />
        )}
      </dl>
      <CashOutAction coupon={coupon} />
      <InsuranceAction coupon={coupon} />
      <PowerBetAction coupon={coupon} />
      <ul className={styles.legs}>
        {coupon.legs.map((leg) => (
          // A coupon holds an outcome once: the outcome is the leg's identity.
          <Leg key={`${leg.gameId}-${leg.group}-${leg.type}-${leg.param ?? ''}`} leg={leg} />
        ))}
      </ul>
      {coupon.operatorNote !== null && (
        <p className={styles.note} data-testid="bets-coupon-note">
          <span className={styles.noteLabel}>{t('bets_operator_note')}</span> {coupon.operatorNote}
        </p>
      )}
    </article>
  );
}

/** What the coupon paid: nothing yet while open; a sold one, what its sale credited. */
function payoutText(coupon: PlacedCoupon, amount: (value: string) => string): string {
  if (coupon.state === 'open') return '—';
  return amount(coupon.state === 'sold' ? coupon.saleCredited : coupon.payout);
}

function Figure(props: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={styles.figure} data-strong={props.strong || undefined}>
      <dt>{props.label}</dt>
      <dd dir="ltr" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

function Leg({ leg }: { leg: BetLeg }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const odds = useOddsText();
  const startsAt = new Date(leg.startsAt * 1000).toISOString();
  return (
    <li className={styles.leg} data-state={leg.state} data-testid="bets-leg">
      <div className={styles.game}>
        <span className={styles.teams}>{legTeams(leg)}</span>
        {leg.score && (
          <span className={styles.score} dir="ltr" data-testid="bets-leg-score">
            {leg.score}
          </span>
        )}
      </div>
      <div className={styles.where}>
        <span>{leg.champName}</span>
        <time dateTime={startsAt}>{formatDateTime(startsAt, language)}</time>
        {leg.live && <span className={styles.live}>{t('bets_leg_live')}</span>}
      </div>
      <div className={styles.pick}>
        <span className={styles.market}>
          {legMarket(leg)}: <strong>{leg.outcomeName}</strong>
        </span>
        <span className={styles.odds} dir="ltr">
          {odds(leg.coef)}
        </span>
        <span className={styles.legState} data-testid="bets-leg-state">
          {t(LEG_STATE_LABEL[leg.state])}
        </span>
      </div>
    </li>
  );
}
