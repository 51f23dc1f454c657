import type { PaymentCurrency, PaymentMethod } from '@arenabet/contracts/payments';
import type { ReactNode } from 'react';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMethodName } from './method-card.tsx';
import paymentForm from './payment-form.module.css';
import styles from './payments.module.css';

/** What the player agrees to, in the order it happens. */
const CONSEQUENCES: readonly { key: string; icon: IconName }[] = [
  { key: i18nKey('payment_deduce_confirm_held'), icon: 'wallet' },
  { key: i18nKey('payment_deduce_confirm_review'), icon: 'shield' },
  { key: i18nKey('payment_deduce_confirm_final'), icon: 'lock' },
];

interface WithdrawalConfirmProps {
  method: PaymentMethod;
  currency: PaymentCurrency;
  amount: string;
  maskedDetails: string;
  pending: boolean;
  /** The refusal of the last try, if any. */
  alert: ReactNode;
  onConfirm(): void;
  onBack(): void;
}

/**
 * The last look before a withdrawal: it cannot be taken back (regulators forbid reversing a
 * requested payout), so the player reads what happens to the money before agreeing.
 */
export function WithdrawalConfirm(props: WithdrawalConfirmProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const name = useMethodName();
  const { method, currency, amount, maskedDetails, pending } = props;
  return (
    <section
      className={paymentForm.confirm}
      aria-labelledby="deduce-confirm-title"
      data-testid="deduce-confirm"
    >
      <h2 id="deduce-confirm-title" className={styles.subtitle}>
        {t('payment_deduce_confirm_title')}
      </h2>
      <dl className={paymentForm.summary}>
        <div>
          <dt>{t('payment_amount_label')}</dt>
          <dd className={paymentForm.summaryAmount} dir="ltr" data-testid="deduce-confirm-amount">
            {format(amount, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('payment_method_label')}</dt>
          <dd>{name(method)}</dd>
        </div>
        <div>
          <dt>{t('payment_details_label')}</dt>
          <dd dir="ltr" data-testid="deduce-confirm-details">
            {maskedDetails}
          </dd>
        </div>
      </dl>
      <ul className={paymentForm.warnings}>
        {CONSEQUENCES.map(({ key, icon }) => (
          <li key={key}>
            <Icon name={icon} size={18} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      {props.alert}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={props.onBack}
          disabled={pending}
        >
          {t('payment_deduce_change')}
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={props.onConfirm}
          disabled={pending}
          aria-busy={pending}
          data-testid="deduce-confirm-submit"
        >
          {pending && <Spinner />}
          {t('payment_deduce_confirm_submit')}
        </button>
      </div>
    </section>
  );
}
