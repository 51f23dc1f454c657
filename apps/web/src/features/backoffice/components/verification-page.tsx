import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useVerificationQueue } from '../api/verification.ts';
import { playerName, submissionTitleKey } from '../lib/verification-submission.ts';
import { ActionNotice, type Notice } from './action-notice.tsx';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { QueryState } from './query-state.tsx';
import styles from './verification.module.css';
import { VerificationReview } from './verification-review.tsx';

/**
 * Identity documents and selfies waiting for the operator, oldest first: each is opened in the
 * viewer beside the list, with the player's own details to compare, and decided there.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queue = useVerificationQueue();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const items = queue.data ?? [];
  const selected =
    items.find((item) => item.submission.id === selectedId) ??
    (selectedId === null ? items[0] : undefined);

  return (
    <BackofficeScreen title={t('backoffice_verification_title')} testId="backoffice-verification">
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState pending={queue.isPending} error={queue.error} onRetry={() => queue.refetch()} />
      {queue.data && items.length === 0 && (
        <p className={styles.empty} data-testid="verification-queue-empty">
          {t('backoffice_verification_empty')}
        </p>
      )}
      {items.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.queue} aria-label={t('backoffice_verification_queue')}>
            {items.map((item) => (
              <li key={item.submission.id}>
                <button
                  type="button"
                  className={styles.queueItem}
                  aria-current={item === selected ? 'true' : undefined}
                  onClick={() => setSelectedId(item.submission.id)}
                  data-testid="verification-queue-item"
                  data-player={item.playerId}
                >
                  <strong>{playerName(item) ?? `#${item.playerId}`}</strong>
                  <span className={styles.queueMeta}>
                    {t(submissionTitleKey(item))} ·{' '}
                    <bdi dir="ltr">{formatDateTime(item.submission.submittedAt, language)}</bdi>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <VerificationReview
              key={selected.submission.id}
              item={selected}
              onDecided={(text) => {
                setNotice({ tone: 'success', text });
                setSelectedId(null);
              }}
              onStale={(text) => {
                setNotice({ tone: 'warning', text });
                setSelectedId(null);
              }}
            />
          )}
        </div>
      )}
    </BackofficeScreen>
  );
}
