import { type FormEvent, useId, useState } from 'react';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  type ListFilter,
  parsePlayerId,
  STATUS_CHOICES,
  type StatusChoice,
} from '../lib/list-filter.ts';
import { STATUS_LABEL_KEYS } from './status-badge.tsx';
import styles from './toolbar.module.css';

const ALL_KEY = i18nKey('backoffice_status_all');

interface ListToolbarProps {
  filter: ListFilter;
  onChange(filter: ListFilter): void;
}

/** The status filter as a row of chips, and the player filter beside it. */
export function ListToolbar({ filter, onChange }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.chips}>
        <legend className={styles.srOnly}>{t('backoffice_filter_status')}</legend>
        {STATUS_CHOICES.map((choice: StatusChoice) => (
          <button
            key={choice}
            type="button"
            className={styles.chip}
            aria-pressed={filter.status === choice}
            data-testid={`status-filter-${choice}`}
            onClick={() => onChange({ ...filter, status: choice })}
          >
            {t(choice === 'all' ? ALL_KEY : STATUS_LABEL_KEYS[choice])}
          </button>
        ))}
      </fieldset>
      <PlayerFilter
        playerId={filter.playerId}
        onChange={(playerId) => onChange({ ...filter, playerId })}
      />
    </div>
  );
}

/** Narrows the list to one player's account number; empty shows every player. */
function PlayerFilter({
  playerId,
  onChange,
}: {
  playerId: number | null;
  onChange(playerId: number | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(playerId === null ? '' : String(playerId));
  const [invalid, setInvalid] = useState(false);
  // The address may change the filter (back button): the field follows it.
  const [shown, setShown] = useState(playerId);
  if (shown !== playerId) {
    setShown(playerId);
    setText(playerId === null ? '' : String(playerId));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePlayerId(text);
    setInvalid(text.trim() !== '' && parsed === null);
    if (text.trim() === '' || parsed !== null) onChange(parsed);
  };

  return (
    <form className={styles.search} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.srOnly}>
        {t('backoffice_filter_player')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        dir="ltr"
        placeholder={t('backoffice_filter_player')}
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        data-testid="player-filter"
      />
      <button type="submit" className={styles.go}>
        {t('backoffice_filter_apply')}
      </button>
      {playerId !== null && (
        <button type="button" className={styles.clear} onClick={() => onChange(null)}>
          {t('backoffice_filter_clear')}
        </button>
      )}
      {invalid && (
        <p className={styles.error} role="alert">
          {t('backoffice_player_id_invalid')}
        </p>
      )}
    </form>
  );
}
