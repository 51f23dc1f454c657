import type { PushTopic } from '@arenabet/contracts';
import { useState } from 'react';
import {
  FeedEmpty,
  FeedPageHeader,
  useLiveTopics,
  useTopGames,
} from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePinnedGames } from '../hooks/use-pinned-games.ts';
import { MAX_PINNED_GAMES } from '../lib/pinned-games.ts';
import { GamePicker } from './game-picker.tsx';
import { LivePanel } from './live-panel.tsx';
import styles from './multi-live.module.css';

/** The most watched games in play, to fill an empty page with one press each. */
function Suggestions({ onAdd }: { onAdd(id: number): void }) {
  const { t } = useTranslation();
  const top = useTopGames('live', { count: MAX_PINNED_GAMES });
  const games = (top.data ?? []).filter((game) => game.live).slice(0, MAX_PINNED_GAMES);
  if (games.length === 0) return null;
  return (
    <div className={styles.suggestions}>
      <h2 className={styles.suggestionsTitle}>{t('multi_live_suggested')}</h2>
      <ul className={styles.suggestionList}>
        {games.map((game) => (
          <li key={game.id}>
            <button type="button" className={styles.suggestion} onClick={() => onAdd(game.id)}>
              <span className={styles.pickText}>
                <span className={styles.pickTeams}>
                  {game.away ? `${game.home.name} — ${game.away.name}` : game.home.name}
                </span>
                <span className={styles.pickChamp}>{game.champName}</span>
              </span>
              <span className={styles.suggestionAdd}>{t('multi_live_add')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Several games in play side by side, each with its score, clock and main prices. */
export function MultiLivePage() {
  const { t } = useTranslation();
  const pinned = usePinnedGames();
  const [picking, setPicking] = useState(false);
  useLiveTopics(pinned.games.map((id): PushTopic => `game:${id}`));

  return (
    <div className={styles.page} data-testid="multi-live-page">
      <FeedPageHeader
        title={t('multi_live_title')}
        icon="live"
        live
        lead={t('multi_live_lead', { max: MAX_PINNED_GAMES })}
        actions={
          <div className={styles.headerActions}>
            <span className={styles.counter}>
              {pinned.games.length}/{MAX_PINNED_GAMES}
            </span>
            <button
              type="button"
              className={styles.addButton}
              onClick={() => setPicking(true)}
              disabled={pinned.isFull}
              data-testid="multi-live-open-picker"
            >
              {t('multi_live_add_game')}
            </button>
          </div>
        }
      />
      {pinned.games.length === 0 ? (
        <>
          <FeedEmpty
            icon="live"
            title={t('multi_live_empty_title')}
            text={t('multi_live_empty_text')}
          />
          <Suggestions onAdd={pinned.add} />
        </>
      ) : (
        <div className={styles.panels} data-count={pinned.games.length}>
          {pinned.games.map((id) => (
            <LivePanel key={id} gameId={id} onRemove={() => pinned.remove(id)} />
          ))}
        </div>
      )}
      <GamePicker
        open={picking}
        chosen={pinned.games}
        isFull={pinned.isFull}
        onAdd={(id) => {
          pinned.add(id);
          if (pinned.games.length + 1 >= MAX_PINNED_GAMES) setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
