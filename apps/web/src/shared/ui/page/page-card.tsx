import type { ReactNode } from 'react';
import styles from './page-card.module.css';
import { usePageTitle } from './page-title.tsx';

interface PageCardProps {
  title: string;
  lead?: string | undefined;
  testId: string;
  /** Drawn above the title: a link up to where the player came from. */
  back?: ReactNode;
  busy?: boolean;
  /** The card's own width or spacing, for a page that needs one. */
  className?: string;
  children: ReactNode;
}

/** A titled card of the player's office, with its lead text under the title. */
export function PageCard(props: PageCardProps) {
  usePageTitle(props.title);
  return (
    <section
      className={props.className ? `${styles.page} ${props.className}` : styles.page}
      data-testid={props.testId}
      aria-busy={props.busy}
    >
      {props.back}
      <div className={styles.intro}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.lead && <p className={styles.lead}>{props.lead}</p>}
      </div>
      {props.children}
    </section>
  );
}
