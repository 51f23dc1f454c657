import type { AdvanceView } from '@arenabet/contracts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import styles from './coupon.module.css';

/**
 * The advance (GetAvance): the coupon placed on the book's credit against the pending win of
 * one of the player's open bets. Shown only where the player is offered it and has room; the
 * hint says the rule a player must know before taking credit.
 */
export function AdvanceOption(props: {
  advance: AdvanceView;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { advance } = props;
  if (!advance.currency) return null;
  return (
    <div className={styles.boost} data-testid="coupon-advance">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          data-testid="coupon-advance-take"
        />
        <span>
          {t('coupon_advance_take')}{' '}
          <b dir="ltr" data-testid="coupon-advance-available">
            {t('coupon_advance_up_to', { amount: money(advance.available, advance.currency) })}
          </b>
        </span>
      </label>
      <p className={styles.boostHint}>{t('coupon_advance_hint')}</p>
    </div>
  );
}
