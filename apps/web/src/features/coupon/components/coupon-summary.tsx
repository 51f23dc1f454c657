import type { CouponView } from '@arenabet/contracts';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { InstantNumbers } from '../lib/instant-numbers.ts';
import styles from './coupon.module.css';

/** The server's numbers for the coupon: odds, bets, stakes, taxes, possible win. */
export function CouponSummary({
  view,
  stale,
  instant,
}: {
  view: CouponView;
  stale: boolean;
  /** The page's own count of the coupon as typed, shown until the recount catches up. */
  instant: InstantNumbers | undefined;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const money = useFormatMoney();
  const currency = { symbol: view.currency.symbol, precision: view.currency.precision };
  const isSystem = view.vid === 2;
  const isMulti = view.vid === 3;
  const hasTax = Number(view.taxes.stakeTax) > 0 || Number(view.taxes.payoutTax) > 0;
  const now = stale && instant && !hasTax ? instant : undefined;
  const totalCoef = now?.totalCoef ?? view.totalCoef;
  const betCount = now?.betCount ?? view.betCount;
  const stakePerBet = now?.stakePerBet ?? view.stakePerBet;
  const win = now?.possibleWin ?? (hasTax ? view.taxes.netWin : view.possibleWin);
  const rows: [string, string, string][] = [];
  if (!isMulti) rows.push(['total', t('coupon_total_odds'), oddsText(totalCoef)]);
  if (isSystem || isMulti) rows.push(['bets', t('coupon_bet_count'), String(betCount)]);
  if (isSystem) rows.push(['per-bet', t('coupon_stake_per_bet'), money(stakePerBet, currency)]);
  if (isMulti) rows.push(['stake', t('coupon_total_stake'), money(view.stake, currency)]);
  if (hasTax) {
    rows.push(['stake-tax', t('coupon_stake_tax'), money(view.taxes.stakeTax, currency)]);
    rows.push(['payout-tax', t('coupon_payout_tax'), money(view.taxes.payoutTax, currency)]);
  }
  return (
    <dl className={styles.summary} aria-busy={stale} data-testid="coupon-summary">
      {rows.map(([id, label, value]) => (
        <div key={id} className={styles.summaryRow} data-testid={`coupon-summary-${id}`}>
          <dt>{label}</dt>
          <dd dir="ltr">{value}</dd>
        </div>
      ))}
      <div className={styles.summaryWin} data-testid="coupon-possible-win">
        <dt>{t('coupon_possible_win')}</dt>
        <dd dir="ltr">{money(win, currency)}</dd>
      </div>
    </dl>
  );
}
