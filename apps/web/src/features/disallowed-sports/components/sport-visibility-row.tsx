import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { DisallowKind } from '../../../shared/line-preferences/disallowed-sports-store.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import type { SportChoice } from '../lib/sport-search.ts';
import styles from './disallowed-sports.module.css';

interface RowProps {
  sport: SportChoice;
  shownInLine: boolean;
  shownInLive: boolean;
  onChange(kind: DisallowKind, shown: boolean): void;
}

/** One sport with a box for the line and one for live: ticked means shown. */
export function SportVisibilityRow({ sport, shownInLine, shownInLive, onChange }: RowProps) {
  const { t } = useTranslation();
  const boxes = [
    { kind: 'line' as const, shown: shownInLine, label: t('disallowed_sports_line') },
    { kind: 'live' as const, shown: shownInLive, label: t('disallowed_sports_live') },
  ];
  return (
    <li
      className={styles.row}
      data-hidden={!shownInLine && !shownInLive ? '' : undefined}
      data-testid={`disallowed-sport-${sport.id}`}
    >
      <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={22} className={styles.sportIcon} />
      <span className={styles.name}>{sport.name}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would break the row's grid */}
      <div className={styles.boxes} role="group" aria-label={sport.name}>
        {boxes.map((box) => (
          <label key={box.kind} className={styles.box}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={box.shown}
              onChange={(event) => onChange(box.kind, event.target.checked)}
            />
            <Icon name={box.shown ? 'eye' : 'eyeOff'} size={16} />
            <span>{box.label}</span>
          </label>
        ))}
      </div>
    </li>
  );
}
