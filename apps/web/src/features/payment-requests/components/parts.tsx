import {
  PAYMENT_REQUEST_FIELD_IDS,
  PAYMENT_REQUEST_TOPIC_RULES,
  PAYMENT_REQUEST_TOPICS,
  type PaymentRequestStatus,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import type { Payment } from '@arenabet/contracts/payments';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { BackLink as SharedBackLink } from '../../../shared/ui/back-link.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { calendarDayText, paymentAmountText } from '../lib/payment-text.ts';
import {
  DIRECTION_TEXTS,
  FIELD_TEXTS,
  PAYMENT_STATUS_TEXTS,
  STATUS_TEXTS,
  TOPIC_TEXTS,
} from '../lib/topics.ts';
import styles from './payment-requests.module.css';

type BackRoute = Extract<RouteName, 'paymentRequests' | 'backoffice'>;

/** Up one level: to the list, or to the back office's start. */
export function BackLink({ route, label }: { route: BackRoute; label: string }) {
  const language = useLanguage();
  return <SharedBackLink to={pathFor(route, {}, language)} label={label} />;
}

export function StatusBadge({ status }: { status: PaymentRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status} data-testid="payment-request-status">
      {t(STATUS_TEXTS[status])}
    </span>
  );
}

/** A payment in one line: what it was, how much, when, where it stands and its reference. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { display } = useSiteSettings();
  return (
    <div className={styles.payment} data-testid="payment-summary">
      <span className={styles.paymentAmount} dir="ltr">
        {paymentAmountText(payment, display.amountTemplate, language)}
      </span>
      <span className={styles.paymentMeta}>
        {t(DIRECTION_TEXTS[payment.direction])} · {formatDateTime(payment.createdAt, language)} ·{' '}
        {t(PAYMENT_STATUS_TEXTS[payment.status])}
      </span>
      <span className={styles.reference} dir="ltr">
        {payment.reference}
      </span>
    </div>
  );
}

/** The topic's fill-out fields as the player gave them, in the form's order. */
export function RequestFields({ fields }: { fields: Record<string, string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const filled = PAYMENT_REQUEST_FIELD_IDS.filter((id) => fields[id]);
  if (filled.length === 0) return null;
  return (
    <dl className={styles.fields}>
      {filled.map((id) => (
        <div key={id}>
          <dt>{t(FIELD_TEXTS[id].label)}</dt>
          <dd>
            {id === 'payment_date' ? (
              calendarDayText(fields[id] ?? '', language)
            ) : (
              // Digits read left to right in every language; the cell keeps the page's side.
              <span dir="ltr">{fields[id]}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Step = 'topic' | 'payment' | 'details';

/** Where the player is in a new request; a topic without a payment skips that step. */
export function Steps({ topic, current }: { topic: PaymentRequestTopic; current: Step }) {
  const { t } = useTranslation();
  const steps: Step[] =
    PAYMENT_REQUEST_TOPIC_RULES[topic].payment === null
      ? ['topic', 'details']
      : ['topic', 'payment', 'details'];
  const labels: Record<Step, string> = {
    topic: t('payment_consultant_step_topic'),
    payment: t('payment_consultant_step_payment'),
    details: t('payment_consultant_step_details'),
  };
  const at = steps.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('payment_consultant_steps')}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className={styles.stepLabel}>{labels[step]}</span>
        </li>
      ))}
    </ol>
  );
}

/** Every topic as a link to its page; the current one is marked. */
export function TopicLinks({ current }: { current?: PaymentRequestTopic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className={styles.topics}>
      {PAYMENT_REQUEST_TOPICS.map((topic) => (
        <li key={topic}>
          <Link
            to={pathFor('paymentConsultantCreate', { topic }, language)}
            className={styles.topic}
            aria-current={topic === current ? 'page' : undefined}
            data-testid={`payment-request-topic-${topic}`}
          >
            <span className={styles.topicIcon}>
              <Icon name={TOPIC_TEXTS[topic].icon} />
            </span>
            <span className={styles.topicText}>
              <span className={styles.topicTitle}>{t(TOPIC_TEXTS[topic].title)}</span>
              <span className={styles.topicLead}>{t(TOPIC_TEXTS[topic].explanation)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
