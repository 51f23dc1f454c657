import { sportById } from '@arenabet/reference/sports';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { SportIcon } from '../../ui/sport-icon.tsx';
import styles from './sport-chip-bar.module.css';

export interface SportChip {
  /** The sport's id; undefined for the "all sports" chip. */
  sportId: number | undefined;
  name: string;
  to: string;
  /** Games of the sport, shown beside its name. */
  count?: number | undefined;
}

interface SportChipBarProps {
  /** What the row is, for screen readers ("Sports"). */
  label: string;
  chips: readonly SportChip[];
  selected: number | undefined;
}

/** Sports as chips that narrow a list; the chosen one is marked. */
export function SportChipBar({ label, chips, selected }: SportChipBarProps) {
  return (
    <nav className={styles.chips} aria-label={label}>
      {chips.map((chip) => {
        const sport = chip.sportId === undefined ? undefined : sportById(chip.sportId);
        return (
          <Link
            key={chip.sportId ?? 'all'}
            to={chip.to}
            className={styles.chip}
            aria-current={selected === chip.sportId ? 'true' : undefined}
          >
            {sport ? (
              <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={18} />
            ) : (
              <Icon name="trophy" size={18} />
            )}
            {chip.name}
            {chip.count !== undefined && <span className={styles.chipCount}>{chip.count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
