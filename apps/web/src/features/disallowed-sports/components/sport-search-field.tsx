import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import form from '../../../shared/ui/form/form.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './disallowed-sports.module.css';

/** The search over the sports list; the list below narrows as the player types. */
export function SportSearch({ value, onChange }: { value: string; onChange(text: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('disallowed_sports_search')}
      </label>
      <Icon name="search" size={18} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={`${form.input} ${styles.searchInput}`}
        placeholder={t('disallowed_sports_search')}
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
