import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A failure not about one field (429, captcha, network), announced when it appears. */
export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
