import { sportById } from '@arenabet/reference/sports';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import filterChips from '../../ui/filter-chips.module.css';
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

/**
 * The row's place while the sports are on their way: chips arriving after the list would push
 * it down just as it is read.
 */
export function SportChipBarPlaceholder() {
  return (
    <div className={filterChips.chips} aria-hidden="true">
      <span className={styles.placeholder} />
    </div>
  );
}

/**
 * Sports as chips that narrow a list; the chosen one is marked, and brought into the row's view
 * when the row scrolls (a phone opening `?sport=` of a chip far along the row would not see it).
 */
export function SportChipBar({ label, chips, selected }: SportChipBarProps) {
  const row = useRef<HTMLElement>(null);
  const chosenIndex = chips.findIndex((chip) => chip.sportId === selected);
  useLayoutEffect(() => {
    const bar = row.current;
    const chosen = chosenIndex < 0 ? undefined : bar?.children[chosenIndex];
    if (bar && chosen) bar.scrollBy({ left: overflowAlong(bar, chosen) });
  }, [chosenIndex]);
  return (
    <nav ref={row} className={filterChips.chips} aria-label={label}>
      {chips.map((chip) => {
        const sport = chip.sportId === undefined ? undefined : sportById(chip.sportId);
        return (
          <Link
            key={chip.sportId ?? 'all'}
            to={chip.to}
            className={filterChips.chip}
            aria-current={selected === chip.sportId ? 'true' : undefined}
          >
            {sport ? (
              <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={18} />
            ) : (
              <Icon name="trophy" size={18} />
            )}
            {chip.name}
            {chip.count !== undefined && (
              <span className={filterChips.chipCount}>{chip.count}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * How far the row must scroll for the chip to be whole in it, in either direction of writing;
 * the row only, never the page (`scrollIntoView` would move the page too).
 */
function overflowAlong(bar: Element, chip: Element): number {
  const [row, box] = [bar.getBoundingClientRect(), chip.getBoundingClientRect()];
  if (box.left < row.left) return box.left - row.left;
  if (box.right > row.right) return box.right - row.right;
  return 0;
}
