import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/ui/page/page-title.tsx';
import styles from './status-page.module.css';

interface StatusPageProps {
  /** The large mark on top: a status code or an icon. */
  mark: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  testId?: string;
}

/** The frame of the 404 and access-denied pages. */
export function StatusPage({ mark, title, text, actions, testId }: StatusPageProps) {
  usePageTitle(title);
  return (
    <section className={styles.page} data-testid={testId}>
      <div className={styles.mark} aria-hidden="true">
        {mark}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
