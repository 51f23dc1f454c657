import { type MouseEvent, useState } from 'react';
import { errorText } from '../api/error-text.ts';
import { HTTPError } from '../api/errors.ts';
import type { Translate } from '../i18n/texts.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from '../ui/icon.tsx';
import { FAVORITE_FIELD, type FavoriteKind } from './favorite-ids.ts';
import styles from './favorite-star.module.css';
import { useFavoriteToggle, useStarred } from './use-favorites.ts';

interface StarProps {
  /** What is starred, in words: "Team A — Team B", a champ's name. */
  name: string;
  size?: 's' | 'm';
  className?: string;
}

/**
 * A star that makes a game or champ a favourite. The accessible name stays the same and
 * aria-pressed tells the state, as a toggle button should; the tooltip says what a press does.
 */
function FavoriteStar({ kind, id, name, size = 'm', className }: StarProps & FavoriteKindId) {
  const { t, i18n } = useTranslation();
  const starred = useStarred(kind, id);
  const { toggle, error, ready } = useFavoriteToggle(kind);
  const failure = error ? failureText(error, kind, t, i18n.exists) : null;
  // Only a press pops the star; stars already on when the page opens stay still.
  const [pressed, setPressed] = useState(false);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The star often sits on a row that is a link to the game: a press stars, it does not open.
    event.preventDefault();
    event.stopPropagation();
    setPressed(true);
    toggle(id, !starred);
  };

  return (
    <span className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <button
        type="button"
        className={styles.star}
        data-size={size}
        data-pressed={pressed ? '' : undefined}
        data-failed={failure ? '' : undefined}
        aria-pressed={starred}
        aria-label={t('favorites_star', { name })}
        title={starred ? t('favorites_remove') : t('favorites_add')}
        disabled={!ready}
        onClick={onClick}
      >
        <Icon name="star" size="100%" className={styles.icon} />
      </button>
      {failure && (
        <span role="alert" className="visually-hidden">
          {failure}
        </span>
      )}
    </span>
  );
}

interface FavoriteKindId {
  kind: FavoriteKind;
  id: number;
}

/** Why a star did not stick: the server's reason for the ids field, else the general text. */
function failureText(
  error: unknown,
  kind: FavoriteKind,
  t: Translate,
  exists: (key: string) => boolean,
): string {
  const key = error instanceof HTTPError ? error.validationErrors[FAVORITE_FIELD[kind]]?.[0] : null;
  return key && exists(key) ? t(key) : errorText(error, t, exists);
}

export function FavoriteGameStar({ gameId, ...props }: StarProps & { gameId: number }) {
  return <FavoriteStar kind="games" id={gameId} {...props} />;
}

export function FavoriteChampStar({ champId, ...props }: StarProps & { champId: number }) {
  return <FavoriteStar kind="champs" id={champId} {...props} />;
}
