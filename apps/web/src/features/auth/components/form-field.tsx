import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './sign-in.module.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string | undefined;
  /** A control drawn inside the field's end edge (show/hide password). */
  addon?: ReactNode;
}

export function FormField({ label, error, addon, ...input }: FormFieldProps) {
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
