import { type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import styles from './payment-requests.module.css';

interface MessageFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  value: string;
  /** The longest text the server keeps; the counter shows how much is left. */
  limit: number;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
  /** A shorter box, for the back office's answer under each request. */
  compact?: boolean;
}

/** A labelled text area with its message and a character counter, tied for screen readers. */
export function MessageField({
  label,
  value,
  limit,
  error,
  hint,
  testId,
  compact = false,
  ...textarea
}: MessageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${forms.input} ${styles.textarea} ${compact ? styles.compact : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        data-testid={testId}
        {...textarea}
      />
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={noteId} className={forms.fieldError} data-testid={`error-${textarea.name}`}>
            {error}
          </p>
        ) : (
          <p id={noteId} className={forms.hint}>
            {hint}
          </p>
        )}
        <span className={styles.counter} aria-hidden="true" dir="ltr">
          {t('payment_request_counter', { used: value.length, limit })}
        </span>
      </div>
    </div>
  );
}
