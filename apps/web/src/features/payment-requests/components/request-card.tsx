import type { PaymentRequest } from '@arenabet/contracts/payment-requests';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { TOPIC_TEXTS } from '../lib/topics.ts';
import { PaymentSummary, RequestFields, StatusBadge } from './parts.tsx';
import styles from './payment-requests.module.css';

interface RequestBodyProps {
  request: PaymentRequest;
  /** Who the request is from, for the operator's card. */
  from?: string;
}

/** A request's head, payment, fields, message and answer: the player's card and the operator's. */
export function RequestBody({ request, from }: RequestBodyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const topic = TOPIC_TEXTS[request.topic];
  return (
    <>
      <div className={styles.cardHead}>
        <span className={styles.topicIcon}>
          <Icon name={topic.icon} />
        </span>
        <div className={styles.who}>
          <h2 className={styles.cardTitle}>{t(topic.title)}</h2>
          <p className={styles.meta}>
            {t('payment_request_number', { id: request.id })}
            {from ? ` · ${from}` : ''} · {formatDateTime(request.createdAt, language)}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      {request.payment && <PaymentSummary payment={request.payment} />}
      <RequestFields fields={request.fields} />
      <p className={styles.message} data-testid="payment-request-message">
        {request.message}
      </p>
      {request.answer && (
        <div className={styles.answer} data-testid="payment-request-answer">
          <p className={styles.answerTitle}>
            {t('payment_request_answer_title')}
            {request.answeredAt ? ` · ${formatDateTime(request.answeredAt, language)}` : ''}
          </p>
          <p className={styles.message}>{request.answer}</p>
        </div>
      )}
    </>
  );
}

interface RequestCardProps {
  request: PaymentRequest;
  /** Just sent: drawn highlighted so the player finds it. */
  fresh: boolean;
  busy: boolean;
  onClose(request: PaymentRequest): void;
}

/** One of the player's requests, with closing while it is not closed. */
export function RequestCard({ request, fresh, busy, onClose }: RequestCardProps) {
  const { t } = useTranslation();
  return (
    <li
      className={fresh ? `${styles.card} ${cards.highlighted}` : styles.card}
      data-testid={`payment-request-${request.id}`}
    >
      <RequestBody request={request} />
      {request.status !== 'closed' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            disabled={busy}
            onClick={() => onClose(request)}
          >
            {t('payment_request_close')}
          </button>
        </div>
      )}
    </li>
  );
}
