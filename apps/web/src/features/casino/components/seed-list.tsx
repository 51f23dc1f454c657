import type { ReactNode } from 'react';
import styles from './seed-list.module.css';

export function SeedList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `${styles.seeds} ${className}` : styles.seeds}>{children}</dl>;
}

interface SeedRowProps {
  label: string;
  value: string;
  testId?: string;
  /** A seed or a hash is drawn in a fixed-width face, left to right; a sentence is not. */
  mono?: boolean;
}

export function SeedRow({ label, value, testId, mono = true }: SeedRowProps) {
  return (
    <div className={styles.seed}>
      <dt>{label}</dt>
      <dd
        className={mono ? styles.mono : undefined}
        dir={mono ? 'ltr' : undefined}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** A hexadecimal value anywhere on the casino's pages: fixed-width, left to right, wrapping. */
export const monoClass = styles.mono;
