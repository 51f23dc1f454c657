import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useOperatorSession } from '../api/operator-session.ts';
import styles from './backoffice.module.css';
import { BackofficeNav } from './backoffice-nav.tsx';

interface BackofficeScreenProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of every back office screen, inside the back office's shell (the app's
 * `BackofficeLayout`): its own bar and navigation, then the screen's panel. Rendered behind
 * `OperatorGate`.
 */
export function BackofficeScreen({ title, testId, children }: BackofficeScreenProps) {
  usePageTitle(title);
  const operator = useOperatorSession().data?.login ?? '';
  return (
    <div className={styles.shell} data-testid="backoffice">
      <BackofficeNav operator={operator} />
      <section className={styles.panel} data-testid={testId}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
