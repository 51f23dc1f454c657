import type { Payment } from '@arenabet/contracts/payments';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { paycheckSearch } from '../lib/paycheck-link.ts';
import { StatusBadge } from './page-parts.tsx';
import paymentForm from './payment-form.module.css';
import { StatusIcon } from './payment-icons.tsx';
import styles from './payments.module.css';

/** The withdrawal just asked for: held, waiting for an operator, with its receipt one tap away. */
export function WithdrawalRequested({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatMoney();
  return (
    <section
      className={paymentForm.outcome}
      data-tone="waiting"
      data-testid="deduce-requested"
      role="status"
    >
      <span className={paymentForm.outcomeIcon}>
        <StatusIcon status={payment.status} size={30} />
      </span>
      <h2 className={paymentForm.outcomeTitle}>{t('payment_deduce_requested_title')}</h2>
      <p className={paymentForm.outcomeAmount} dir="ltr" data-testid="deduce-requested-amount">
        {format(payment.amount, payment.currency)}
      </p>
      <StatusBadge status={payment.status} />
      <p className={paymentForm.outcomeText}>{t('payment_deduce_requested_text')}</p>
      <div className={styles.actions}>
        <Link
          to={`${pathFor('paycheck', {}, language)}${paycheckSearch(payment)}`}
          className={buttons.primary}
          data-testid="deduce-paycheck-link"
        >
          {t('payment_open_paycheck')}
        </Link>
        <Link to={pathFor('paymentHistory', {}, language)} className={buttons.secondary}>
          {t('payment_go_to_history')}
        </Link>
      </div>
    </section>
  );
}
