import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './two-factor.module.css';

interface CodeFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  /** A button beside the field (send the SMS code). */
  action?: ReactNode;
}

/** A one-time code: digits, left to right in every language, filled by the phone's keyboard. */
export function CodeField({ label, error, action, ...input }: CodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid={`${input.name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
