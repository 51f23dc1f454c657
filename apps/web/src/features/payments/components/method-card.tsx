import type { PaymentCurrency, PaymentMethod } from '@arenabet/contracts/payments';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { METHOD_KIND_KEY, METHOD_KIND_NOTE_KEY } from '../lib/payment-texts.ts';
import { MethodIcon } from './payment-icons.tsx';
import styles from './payments.module.css';

/**
 * A method's name: its own dictionary text when the operator added one
 * (`payment_method_name_<id>`, say for two card processors), else the name of its kind.
 */
export function useMethodName() {
  const { t, i18n } = useTranslation();
  return (method: Pick<PaymentMethod, 'id' | 'kind'>) => {
    const own = `payment_method_name_${method.id}`;
    return i18n.exists(own) ? t(own) : t(METHOD_KIND_KEY[method.kind]);
  };
}

/** The method's limits in the account's currency: "10.00 ₽ – 5 000.00 ₽". */
export function MethodLimits({
  method,
  currency,
}: {
  method: PaymentMethod;
  currency: PaymentCurrency;
}) {
  const format = useFormatMoney();
  return (
    <span className={styles.limits} dir="ltr" data-testid="payment-method-limits">
      {`${format(method.minAmount, currency)} – ${format(method.maxAmount, currency)}`}
    </span>
  );
}

/** The method's picture, name and note, as a card and as the form's heading show them. */
export function MethodSummary({
  method,
  currency,
}: {
  method: PaymentMethod;
  currency: PaymentCurrency;
}) {
  const { t } = useTranslation();
  const name = useMethodName();
  return (
    <>
      <span className={styles.methodIcon} data-kind={method.kind}>
        <MethodIcon kind={method.kind} size={26} />
      </span>
      <span className={styles.methodText}>
        <span className={styles.methodName}>{name(method)}</span>
        <span className={styles.methodNote}>{t(METHOD_KIND_NOTE_KEY[method.kind])}</span>
        <MethodLimits method={method} currency={currency} />
      </span>
    </>
  );
}

/** One way to pay, as a card that opens its form. */
export function MethodCard({
  method,
  currency,
  to,
}: {
  method: PaymentMethod;
  currency: PaymentCurrency;
  to: string;
}) {
  return (
    <li>
      <Link to={to} className={styles.method} data-testid={`payment-method-${method.id}`}>
        <MethodSummary method={method} currency={currency} />
        <Icon name="chevronForward" size={20} className={styles.methodArrow} mirrorInRtl />
      </Link>
    </li>
  );
}
