import {
  isPaymentRequestTopic,
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useTopicPayments } from '../api/payment-requests.ts';
import { fillOutPath, paymentIdParam } from '../lib/steps.ts';
import { TOPIC_TEXTS } from '../lib/topics.ts';
import { BackLink, PaymentSummary, Steps } from './parts.tsx';
import styles from './payment-requests.module.css';

/** Transactions: the player picks the payment the request is about from their newest ones. */
export function TransactionsPage() {
  const language = useLanguage();
  const [params] = useSearchParams();
  const topic = params.get('topic') ?? '';
  if (!isPaymentRequestTopic(topic)) {
    return <Navigate to={pathFor('paymentRequests', {}, language)} replace />;
  }
  if (PAYMENT_REQUEST_TOPIC_RULES[topic].payment === null) {
    return <Navigate to={fillOutPath(topic, null, language)} replace />;
  }
  return <PaymentChoice topic={topic} chosen={paymentIdParam(params.get('payment'))} />;
}

function PaymentChoice({ topic, chosen }: { topic: PaymentRequestTopic; chosen: number | null }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const payments = useTopicPayments(topic);
  const [selected, setSelected] = useState<number | null>(chosen);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(selected === null);
    if (selected !== null) navigate(fillOutPath(topic, selected, language));
  };

  return (
    <PageCard
      testId="payment-consultant-transactions"
      className={styles.narrow}
      back={<BackLink route="paymentRequests" label={t('payment_requests_back')} />}
      title={t('payment_consultant_transactions_title')}
      lead={t(TOPIC_TEXTS[topic].title)}
      busy={payments.isPending}
    >
      <Steps topic={topic} current="payment" />
      {payments.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {payments.isError && (
        <div className={page.state} role="alert">
          <p>{errorText(payments.error, t, i18n.exists)}</p>
          <button type="button" className={buttons.secondary} onClick={() => payments.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {payments.data?.length === 0 && <NoPayments />}
      {payments.data && payments.data.length > 0 && (
        <form className={forms.form} onSubmit={submit} noValidate>
          <fieldset
            className={styles.choices}
            aria-describedby={missing ? 'payment-choice-error' : undefined}
          >
            <legend className={forms.label}>{t('payment_consultant_transactions_lead')}</legend>
            {payments.data.map((payment) => (
              <label key={payment.id} className={styles.choice} data-testid="payment-choice">
                <input
                  type="radio"
                  name="payment_id"
                  value={payment.id}
                  checked={selected === payment.id}
                  onChange={() => {
                    setSelected(payment.id);
                    setMissing(false);
                  }}
                />
                <PaymentSummary payment={payment} />
              </label>
            ))}
          </fieldset>
          {missing && (
            <p id="payment-choice-error" className={forms.fieldError} role="alert">
              {t('payment_consultant_choose_payment')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} data-testid="payment-consultant-next">
              {t('payment_consultant_continue')}
            </button>
          </div>
        </form>
      )}
    </PageCard>
  );
}

/** Nothing to point at yet: a deposit first, or a question without a payment. */
function NoPayments() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.empty} data-testid="payment-consultant-no-payments">
      <Icon name="wallet" size={32} className={styles.emptyIcon} />
      <p>{t('payment_consultant_no_payments')}</p>
      <div className={styles.actions}>
        <Link to={pathFor('recharge', {}, language)} className={buttons.secondary}>
          {t('payment_consultant_to_recharge')}
        </Link>
        <Link
          to={pathFor('paymentConsultantCreate', { topic: 'other' }, language)}
          className={buttons.secondary}
        >
          {t('payment_consultant_ask_without_payment')}
        </Link>
      </div>
    </div>
  );
}
