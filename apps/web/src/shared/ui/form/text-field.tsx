import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string | undefined;
  /** Shown under the field while there is no error, and announced with it. */
  hint?: string | undefined;
  /** A control inside the field's row: the show/hide button, or a button beside the input. */
  addon?: ReactNode;
  /** The error's test id, for features whose tests find a field's message by it. */
  errorTestId?: string | undefined;
}

/** A labelled input with its message under it, tied together for screen readers. */
export function TextField({
  label,
  error,
  hint,
  addon,
  errorTestId,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={className ? `${styles.input} ${className}` : styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError} data-testid={errorTestId}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
