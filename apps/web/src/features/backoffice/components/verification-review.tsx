import { REJECTION_REASONS, type VerificationQueueItem } from '@arenabet/contracts/verification';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  backofficeFileUrl,
  useVerificationDecision,
  type VerificationDecision,
} from '../api/verification.ts';
import { orderedFields, playerName, submissionTitleKey } from '../lib/verification-submission.ts';
import styles from './verification.module.css';

type Reason = (typeof REJECTION_REASONS)[number];

interface ReviewProps {
  item: VerificationQueueItem;
  onDecided(text: string): void;
  onStale(text: string): void;
}

/**
 * The document viewer: the pictures at full width (each opens alone in a new tab to zoom),
 * the fields the player typed beside their account's own name and birthday, and the decision.
 */
export function VerificationReview({ item, onDecided, onStale }: ReviewProps) {
  const { t, i18n } = useTranslation();
  const decide = useVerificationDecision();
  const [reason, setReason] = useState<Reason>(REJECTION_REASONS[0]);
  const { submission } = item;
  const name = playerName(item);

  const send = (choice: VerificationDecision) =>
    decide.mutate(
      { submissionId: submission.id, choice },
      {
        onSuccess: () =>
          onDecided(t(`backoffice_verification_done_${choice.decision}`, { id: submission.id })),
        onError: (error) => {
          if (error instanceof HTTPError && (error.status === 409 || error.status === 404)) {
            onStale(errorText(error, t, i18n.exists));
          }
        },
      },
    );

  return (
    <article className={styles.review} data-testid="verification-review">
      <h2 className={styles.reviewTitle}>
        {t(submissionTitleKey(item))} <bdi dir="ltr">#{submission.id}</bdi>
      </h2>
      <dl className={styles.details}>
        <dt>{t('backoffice_col_player')}</dt>
        <dd>
          <bdi dir="ltr">{item.playerId}</bdi>
        </dd>
        <dt>{t('backoffice_verification_name')}</dt>
        <dd data-testid="verification-player-name">{name ?? '—'}</dd>
        <dt>{t('backoffice_verification_birthday')}</dt>
        <dd>
          <bdi dir="ltr">{item.birthday ?? '—'}</bdi>
        </dd>
        {orderedFields(submission).map(([field, value]) => (
          <FieldRow key={field} field={field} value={value} />
        ))}
      </dl>
      <div className={styles.files}>
        {submission.fileIds.map((fileId, index) => (
          <a
            key={fileId}
            href={backofficeFileUrl(fileId)}
            target="_blank"
            rel="noreferrer"
            className={styles.file}
          >
            <img
              src={backofficeFileUrl(fileId)}
              alt={t('backoffice_verification_file', { number: index + 1 })}
              className={styles.image}
              data-testid="verification-file"
            />
          </a>
        ))}
      </div>
      <div className={styles.decision}>
        <div className={styles.decisionRow}>
          <button
            type="button"
            className={buttons.primary}
            disabled={decide.isPending}
            onClick={() => send({ decision: 'approve' })}
            data-testid="verification-approve"
          >
            {t('backoffice_approve')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={decide.isPending}
            onClick={() => send({ decision: 'request_another' })}
            data-testid="verification-request-another"
          >
            {t('backoffice_verification_request_another')}
          </button>
        </div>
        <div className={styles.decisionRow}>
          <SelectField
            label={t('backoffice_verification_reason')}
            value={reason}
            testId="verification-reason"
            onChange={(value) => setReason(value as Reason)}
          >
            {REJECTION_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(key)}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className={`${buttons.danger} ${styles.rejectButton}`}
            disabled={decide.isPending}
            onClick={() => send({ decision: 'reject', reason })}
            data-testid="verification-reject"
          >
            {t('backoffice_reject')}
          </button>
        </div>
        {decide.isPending && (
          <p className={styles.pending}>
            <Spinner /> {t('loading')}
          </p>
        )}
        {decide.isError && (
          <p className={forms.formError} role="alert">
            {errorText(decide.error, t, i18n.exists)}
          </p>
        )}
      </div>
    </article>
  );
}

function FieldRow({ field, value }: { field: string; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t(`verification_field_${field}`, { defaultValue: field })}</dt>
      <dd data-testid={`verification-field-${field}`}>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </>
  );
}
