import type { CSSProperties } from 'react';
import { hueOf, initialsOf } from '../lib/team-identity.ts';
import styles from './game-header.module.css';

/** A round badge with the team's initials, standing in for the crest the feed does not send. */
export function TeamBadge({ name }: { name: string }) {
  return (
    <span
      className={styles.badge}
      style={{ '--team-hue': hueOf(name) } as CSSProperties}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
