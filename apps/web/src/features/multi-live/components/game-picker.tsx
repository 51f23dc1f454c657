import type { FeedGame } from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { useId, useState } from 'react';
import { FeedEmpty, FeedError, FeedSkeleton, useLiveGames } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import styles from './multi-live.module.css';

interface GamePickerProps {
  open: boolean;
  chosen: readonly number[];
  isFull: boolean;
  onAdd(id: number): void;
  onClose(): void;
}

/** Whether the words typed are in the game's teams, champ or sport, whatever their case. */
function matches(game: FeedGame, filter: string): boolean {
  const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = [game.home.name, game.away?.name, game.champName, game.sportName]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

function PickRow({
  game,
  added,
  disabled,
  onAdd,
}: {
  game: FeedGame;
  added: boolean;
  disabled: boolean;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const sport = sportById(game.sportId);
  const score = game.live?.score;
  return (
    <li className={styles.pick}>
      {sport && <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={18} />}
      <span className={styles.pickText}>
        <span className={styles.pickTeams}>
          {game.away ? `${game.home.name} — ${game.away.name}` : game.home.name}
        </span>
        <span className={styles.pickChamp}>{game.champName}</span>
      </span>
      {score && (
        <span className={styles.pickScore}>
          {score.home}:{score.away}
        </span>
      )}
      <button
        type="button"
        className={styles.pickButton}
        disabled={added || disabled}
        onClick={onAdd}
        data-testid="multi-live-add-game"
      >
        {added ? t('multi_live_added') : t('multi_live_add')}
      </button>
    </li>
  );
}

/** The games in play to choose from, narrowed by what the visitor types. */
export function GamePicker({ open, chosen, isFull, onAdd, onClose }: GamePickerProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const live = useLiveGames({}, { enabled: open });
  const games = (live.data ?? []).filter((game) => matches(game, filter));
  return (
    <Dialog
      open={open}
      title={t('multi_live_pick_title')}
      onClose={onClose}
      testId="multi-live-picker"
    >
      <div className={styles.picker}>
        <label htmlFor={filterId} className="visually-hidden">
          {t('multi_live_pick_filter')}
        </label>
        <input
          id={filterId}
          type="search"
          className={styles.pickFilter}
          placeholder={t('multi_live_pick_filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {isFull && <p className={styles.full}>{t('multi_live_full')}</p>}
        {live.isPending && <FeedSkeleton rows={5} />}
        {live.isError && !live.data && <FeedError onRetry={() => void live.refetch()} />}
        {live.data && games.length === 0 && (
          <FeedEmpty icon="live" title={t('multi_live_pick_none')} />
        )}
        <ul className={styles.picks}>
          {games.map((game) => (
            <PickRow
              key={game.id}
              game={game}
              added={chosen.includes(game.id)}
              disabled={isFull}
              onAdd={() => onAdd(game.id)}
            />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
