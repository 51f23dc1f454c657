import {
  isPaymentRequestTopic,
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import { Navigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { paymentIdParam, transactionsPath } from '../lib/steps.ts';
import { FillOutForm } from './fill-out-form.tsx';
import { BackLink, Steps } from './parts.tsx';
import styles from './payment-requests.module.css';

/** Fill-out: the topic's fields and the message, then the request is sent. */
export function FillOutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const topic = params.get('topic') ?? '';
  const paymentId = paymentIdParam(params.get('payment'));
  if (!isPaymentRequestTopic(topic)) {
    return <Navigate to={pathFor('paymentRequests', {}, language)} replace />;
  }
  if (needsPayment(topic) && paymentId === null) {
    return <Navigate to={transactionsPath(topic, null, language)} replace />;
  }
  return (
    <PageCard
      testId="payment-consultant-fill-out"
      className={styles.narrow}
      back={<BackLink route="paymentRequests" label={t('payment_requests_back')} />}
      title={t('payment_consultant_fill_out_title')}
      lead={t('payment_consultant_fill_out_lead')}
    >
      <Steps topic={topic} current="details" />
      <FillOutForm
        key={`${topic}-${paymentId}`}
        topic={topic}
        paymentId={needsPayment(topic) ? paymentId : null}
      />
    </PageCard>
  );
}

function needsPayment(topic: PaymentRequestTopic): boolean {
  return PAYMENT_REQUEST_TOPIC_RULES[topic].payment !== null;
}
