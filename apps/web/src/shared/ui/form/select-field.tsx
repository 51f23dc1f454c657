import { type ReactNode, useId } from 'react';
import styles from './form.module.css';

interface SelectFieldProps {
  label: string;
  value: string;
  testId: string;
  onChange(value: string): void;
  children: ReactNode;
}

/** A labelled native select: the phone's own picker, and the same look as a text field. */
export function SelectField({ label, value, testId, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
