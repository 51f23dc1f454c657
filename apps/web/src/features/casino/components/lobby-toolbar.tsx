import { useId } from 'react';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { LOBBY_SORTS, type LobbyView } from '../lib/lobby-view.ts';
import styles from './lobby.module.css';

interface LobbyToolbarProps {
  view: LobbyView;
  onChange(view: LobbyView): void;
}

const SORT_KEYS = {
  popular: i18nKey('casino_sort_popular'),
  new: i18nKey('casino_sort_new'),
  jackpot: i18nKey('casino_sort_jackpot'),
} as const;

/** The search by name and the order of the cards. */
export function LobbyToolbar({ view, onChange }: LobbyToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className={styles.toolbar}>
      <search className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('casino_search_label')}
        </label>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={view.query}
          placeholder={t('casino_search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="casino-search"
          onChange={(event) => onChange({ ...view, query: event.target.value })}
        />
      </search>
      <fieldset className={styles.sort}>
        <legend className="visually-hidden">{t('casino_sort_label')}</legend>
        {LOBBY_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className={styles.sortButton}
            aria-pressed={view.sort === sort}
            data-testid={`casino-sort-${sort}`}
            onClick={() => onChange({ ...view, sort })}
          >
            {t(SORT_KEYS[sort])}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
