import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { parsePlayerId } from '../lib/list-filter.ts';
import styles from './toolbar.module.css';

interface PlayerSearchProps {
  playerId: number | null;
  onSearch(playerId: number): void;
  /** The label above the field, for a narrow place. */
  stacked?: boolean;
}

/** Finds a player by account number (their id). */
export function PlayerSearch({ playerId, onSearch, stacked = false }: PlayerSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(playerId === null ? '' : String(playerId));
  const [invalid, setInvalid] = useState(false);
  // Another link may open another player while this screen stays: the field follows.
  const [shown, setShown] = useState(playerId);
  if (shown !== playerId) {
    setShown(playerId);
    setText(playerId === null ? '' : String(playerId));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePlayerId(text);
    setInvalid(parsed === null);
    if (parsed !== null) onSearch(parsed);
  };

  return (
    <form
      className={stacked ? `${styles.search} ${styles.stacked}` : styles.search}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={id} className={styles.label}>
        {t('backoffice_ledger_search_label')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        dir="ltr"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        data-testid="ledger-player-input"
      />
      <button type="submit" className={styles.go} data-testid="ledger-search">
        {t('backoffice_ledger_search')}
      </button>
      {invalid && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('backoffice_player_id_invalid')}
        </p>
      )}
    </form>
  );
}
