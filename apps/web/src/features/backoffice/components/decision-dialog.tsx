import type { BackofficePayment } from '@arenabet/contracts/payments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import dialogs from '../../../shared/ui/dialog.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMoneyFormat } from '../lib/use-money-format.ts';
import styles from './decision-dialog.module.css';

/** The reason is shown to the player; the server keeps at most this much of it. */
export const REASON_MAX_LENGTH = 500;

export type Decision = 'approve' | 'reject';

interface DecisionDialogProps {
  decision: Decision;
  payment: BackofficePayment;
  pending: boolean;
  /** Why the decision failed, already in the operator's words. */
  error: string | null;
  /** A message the server gave about the reason field. */
  reasonError?: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/**
 * Asks before a withdrawal is paid out or refused: the payment is summed up (who, how much,
 * where to), and a refusal needs the reason the player will read.
 */
export function DecisionDialog(props: DecisionDialogProps) {
  const { decision, payment, pending, error, reasonError, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const rejecting = decision === 'reject';
  const fieldError = missing ? t('required') : (reasonError ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (rejecting && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog
      open
      title={t(rejecting ? 'backoffice_reject_title' : 'backoffice_approve_title')}
      onClose={onCancel}
      role="alertdialog"
      testId={`${decision}-dialog`}
    >
      <form className={forms.form} onSubmit={submit} noValidate>
        <dl className={styles.summary}>
          <dt>{t('backoffice_col_payment')}</dt>
          <dd>
            <bdi dir="ltr">#{payment.id}</bdi>
          </dd>
          <dt>{t('backoffice_col_player')}</dt>
          <dd>
            <bdi dir="ltr">{payment.playerId}</bdi>
          </dd>
          <dt>{t('backoffice_col_amount')}</dt>
          <dd className={styles.amount}>
            <bdi dir="ltr">{format(payment.amount, payment.currency)}</bdi>
          </dd>
          {payment.details && (
            <>
              <dt>{t('backoffice_col_details')}</dt>
              <dd>
                <bdi dir="ltr">{payment.details}</bdi>
              </dd>
            </>
          )}
        </dl>
        <p className={dialogs.text}>
          {t(rejecting ? 'backoffice_reject_text' : 'backoffice_approve_text')}
        </p>
        {rejecting && (
          <div className={forms.field}>
            <label htmlFor={reasonId} className={forms.label}>
              {t('backoffice_reject_reason')}
            </label>
            <textarea
              id={reasonId}
              className={`${forms.input} ${styles.reason}`}
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              autoFocus
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              data-testid="reject-reason"
            />
            {fieldError && (
              <p id={`${reasonId}-error`} className={forms.fieldError}>
                {fieldError}
              </p>
            )}
          </div>
        )}
        {error && (
          <p className={dialogs.error} role="alert">
            {error}
          </p>
        )}
        <div className={dialogs.actions}>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('confirm_cancel')}
          </button>
          <button
            type="submit"
            className={rejecting ? buttons.danger : buttons.primary}
            disabled={pending}
            aria-busy={pending}
            data-testid={`${decision}-confirm`}
          >
            {pending && <Spinner />}
            {t(rejecting ? 'backoffice_reject' : 'backoffice_approve')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
