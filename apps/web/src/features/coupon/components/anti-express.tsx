import type { CouponView } from '@arenabet/contracts';
import { fromMinorUnits, typedAmount } from '@arenabet/domain';
import { oddsFromDecimal, possibleWin } from '@arenabet/domain/betting/index';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import styles from './coupon.module.css';

/** What the stake would win on the anti-express: a single at its odds, as the server pays it. */
function antiWin(stake: string, coef: number, precision: number): string | undefined {
  const odds = oddsFromDecimal(coef);
  const minor = typedAmount(stake, precision);
  if (odds === undefined || minor === undefined) return undefined;
  const win = possibleWin({ vid: 0, stake: minor, legs: [odds] }).possibleWin;
  return fromMinorUnits(win, precision);
}

/**
 * The express's anti-express (antiExpressCoef): the same legs bet on not every one winning, at
 * the odds the recount offers, placed instead of the express with its own button.
 */
export function AntiExpressOffer(props: {
  offer: NonNullable<CouponView['antiExpress']>;
  view: CouponView;
  stake: string;
  canPlace: boolean;
  onPlace(coef: number): void;
}) {
  const { offer, view, stake } = props;
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const money = useFormatMoney();
  const win = antiWin(stake, offer.coef, view.currency.precision);
  return (
    <div className={styles.anti} data-testid="coupon-anti-express">
      <p className={styles.antiText}>
        {t('coupon_anti_express')}{' '}
        <b dir="ltr" data-testid="coupon-anti-express-odds">
          {oddsText(offer.coef)}
        </b>
      </p>
      <p className={styles.boostHint}>
        {win
          ? t('coupon_anti_express_win', { amount: money(win, view.currency) })
          : t('coupon_anti_express_hint')}
      </p>
      <button
        type="button"
        className={buttons.secondary}
        disabled={!props.canPlace}
        onClick={() => props.onPlace(offer.coef)}
        data-testid="coupon-anti-express-place"
      >
        {t('coupon_anti_express_place')}
      </button>
    </div>
  );
}
