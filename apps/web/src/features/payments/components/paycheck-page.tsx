import type { Payment } from '@arenabet/contracts/payments';
import { Link, useSearchParams } from 'react-router';
import { NotFound } from '../../../shared/api/errors.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { usePaycheck } from '../api/payment.ts';
import { paymentIdOf } from '../lib/paycheck-link.ts';
import { DIRECTION_KEY, outcomeKey, STATUS_TONE } from '../lib/payment-texts.ts';
import { useMethodName } from './method-card.tsx';
import { FormSkeleton, LoadFailure, Notice, PaymentsPage, StatusBadge } from './page-parts.tsx';
import paymentForm from './payment-form.module.css';
import { StatusIcon } from './payment-icons.tsx';
import styles from './payments.module.css';

/**
 * Paycheck: the receipt of one payment, found by its id (`?id=`); the provider's return link
 * also carries the reference (`?payment=`), shown while the payment loads. A pending payment
 * is asked about again until it is decided, and the header's balances follow.
 */
export function PaycheckPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = paymentIdOf(search);
  const reference = search.get('payment');
  const paycheck = usePaycheck(id);
  const missing = id === null || paycheck.error instanceof NotFound;

  return (
    <PaymentsPage
      width="narrow"
      testId="paycheck-page"
      title={t('payment_paycheck_title')}
      lead={
        reference && !paycheck.data ? t('payment_paycheck_reference', { reference }) : undefined
      }
      busy={paycheck.isPending && !missing}
    >
      {missing && <PaycheckMissing />}
      {!missing && paycheck.isPending && <FormSkeleton lines={4} />}
      {!missing && paycheck.isError && !paycheck.data && (
        <LoadFailure error={paycheck.error} onRetry={() => paycheck.refetch()} />
      )}
      {paycheck.data && <Receipt payment={paycheck.data} />}
    </PaymentsPage>
  );
}

/** Where the receipt's first button leads: the same kind of payment again. */
const AGAIN = {
  deposit: { route: 'recharge', key: i18nKey('payment_make_another_deposit') },
  withdrawal: { route: 'deduce', key: i18nKey('payment_make_another_withdrawal') },
} as const;

function PaycheckMissing() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Notice testId="paycheck-missing">{t('payment_paycheck_missing')}</Notice>
      <div className={styles.actions}>
        <Link to={pathFor('paymentHistory', {}, language)} className={buttons.secondary}>
          {t('payment_go_to_history')}
        </Link>
      </div>
    </>
  );
}

function Receipt({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatMoney();
  const name = useMethodName();
  const pending = payment.status === 'pending';
  const again = AGAIN[payment.direction];

  return (
    <>
      <section
        className={paymentForm.outcome}
        data-tone={STATUS_TONE[payment.status]}
        aria-live="polite"
        data-testid="paycheck-outcome"
      >
        <span className={paymentForm.outcomeIcon} data-pulse={pending || undefined}>
          <StatusIcon status={payment.status} size={30} />
        </span>
        <p className={paymentForm.outcomeKind}>{t(DIRECTION_KEY[payment.direction])}</p>
        <p className={paymentForm.outcomeAmount} dir="ltr" data-testid="paycheck-amount">
          {format(payment.amount, payment.currency)}
        </p>
        <StatusBadge status={payment.status} />
        <p className={paymentForm.outcomeText} data-testid="paycheck-message">
          {t(outcomeKey(payment.direction, payment.status))}
        </p>
        {payment.reason && (
          <p className={paymentForm.reason} data-testid="paycheck-reason">
            {t('payment_reason', { reason: t(payment.reason, { defaultValue: payment.reason }) })}
          </p>
        )}
      </section>
      <dl className={paymentForm.receipt}>
        <ReceiptRow
          label={t('payment_reference')}
          value={payment.reference}
          ltr
          testId="paycheck-reference"
        />
        <ReceiptRow
          label={t('payment_method_label')}
          value={name({ id: payment.methodId, kind: payment.methodKind })}
        />
        <ReceiptRow label={t('payment_account_label')} value={payment.currency.iso} />
        {payment.details && (
          <ReceiptRow label={t('payment_details_label')} value={payment.details} ltr />
        )}
        <ReceiptRow
          label={t('payment_created_at')}
          value={formatDateTime(payment.createdAt, language)}
        />
        {payment.updatedAt !== payment.createdAt && (
          <ReceiptRow
            label={t('payment_updated_at')}
            value={formatDateTime(payment.updatedAt, language)}
          />
        )}
      </dl>
      <div className={styles.actions}>
        <Link
          to={pathFor(again.route, {}, language)}
          className={pending ? buttons.secondary : buttons.primary}
          data-testid="paycheck-again"
        >
          {t(again.key)}
        </Link>
        <Link
          to={pathFor('paymentHistory', {}, language)}
          className={buttons.secondary}
          data-testid="paycheck-history"
        >
          {t('payment_go_to_history')}
        </Link>
      </div>
    </>
  );
}

function ReceiptRow({
  label,
  value,
  ltr,
  testId,
}: {
  label: string;
  value: string;
  ltr?: boolean;
  testId?: string;
}) {
  return (
    <div className={paymentForm.receiptRow}>
      <dt>{label}</dt>
      <dd dir={ltr ? 'ltr' : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
