import {
  isPaymentRequestTopic,
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { usePaymentRequests } from '../api/payment-requests.ts';
import { nextStepPath } from '../lib/steps.ts';
import { ASK_PAYMENT_TEXTS, FIELD_TEXTS, TOPIC_TEXTS } from '../lib/topics.ts';
import { BackLink, Steps, TopicLinks } from './parts.tsx';
import styles from './payment-requests.module.css';

/** Create by topic: the topic explained, what the next steps ask, and the way on. */
export function CreatePage() {
  const { t } = useTranslation();
  const topic = useParams().topic ?? '';
  const back = <BackLink route="paymentRequests" label={t('payment_requests_back')} />;
  if (!isPaymentRequestTopic(topic)) {
    return (
      <PageCard
        testId="payment-consultant-create"
        className={styles.narrow}
        back={back}
        title={t('payment_consultant_unknown_topic')}
        lead={t('payment_consultant_choose_topic_lead')}
      >
        <TopicLinks />
      </PageCard>
    );
  }
  return (
    <PageCard
      testId="payment-consultant-create"
      className={styles.narrow}
      back={back}
      title={t('payment_consultant_create_title')}
    >
      <Steps topic={topic} current="topic" />
      <TopicHero topic={topic} />
      <LimitNote />
      <div className={styles.actions}>
        <ContinueLink topic={topic} />
      </div>
      <details>
        <summary className={styles.change}>{t('payment_consultant_other_topic')}</summary>
        <div className={styles.otherTopics}>
          <TopicLinks current={topic} />
        </div>
      </details>
    </PageCard>
  );
}

function TopicHero({ topic }: { topic: PaymentRequestTopic }) {
  const { t } = useTranslation();
  const text = TOPIC_TEXTS[topic];
  const rule = PAYMENT_REQUEST_TOPIC_RULES[topic];
  return (
    <div className={styles.hero} data-testid={`payment-consultant-topic-${topic}`}>
      <span className={`${styles.topicIcon} ${styles.heroIcon}`}>
        <Icon name={text.icon} size={26} />
      </span>
      <div className={styles.heroText}>
        <h2 className={styles.heroTitle}>{t(text.title)}</h2>
        <p>{t(text.explanation)}</p>
        <div className={styles.asks}>
          <h3 className={styles.asksTitle}>{t('payment_consultant_we_ask')}</h3>
          <ul className={styles.asksList}>
            {rule.payment !== null && <li>{t(ASK_PAYMENT_TEXTS[rule.payment])}</li>}
            {rule.fields.map((field) => (
              <li key={field.id}>
                {t(FIELD_TEXTS[field.id].label)}
                {!field.required && (
                  <span className={styles.optional}> ({t('payment_request_optional')})</span>
                )}
              </li>
            ))}
            <li>{t('payment_consultant_ask_message')}</li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function ContinueLink({ topic }: { topic: PaymentRequestTopic }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Link
      to={nextStepPath(topic, language)}
      className={buttons.primary}
      data-testid="payment-consultant-continue"
    >
      {t('payment_consultant_continue')}
    </Link>
  );
}

/** Said before the player fills anything out: the server would refuse at the end. */
function LimitNote() {
  const { t } = useTranslation();
  const list = usePaymentRequests(undefined);
  if (!list.data || list.data.openCount < list.data.openLimit) return null;
  return (
    <p className={forms.note} role="status">
      {t('payment_requests_limit_reached', { limit: list.data.openLimit })}
    </p>
  );
}
