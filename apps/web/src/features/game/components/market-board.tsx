import type { FeedGame, FeedRoot } from '@arenabet/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FeedEmpty,
  FeedError,
  FeedSkeleton,
  type PickGame,
  pickGameOf,
} from '../../../shared/feed/index.ts';
import { useSubGame } from '../api/sub-game.ts';
import { groupMarkets, marketPlaceOf } from '../lib/markets.ts';
import { MarketCard } from './market-card.tsx';
import styles from './markets.module.css';

interface MarketBoardProps {
  game: FeedGame;
  root: FeedRoot;
}

/** Tabs over the game's markets: the match itself, then each sub-game (halves, sets, ...). */
function SubGameTabs({
  game,
  chosen,
  onChoose,
}: {
  game: FeedGame;
  chosen: number | null;
  onChoose(id: number | null): void;
}) {
  const { t } = useTranslation();
  const tabs = [
    { id: null, name: t('game_tab_main'), count: game.outcomes.length },
    ...game.subGames.map((sg) => ({ id: sg.id, name: sg.periodName, count: sg.marketCount })),
  ];
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('game_markets')}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'main'}
          type="button"
          role="tab"
          aria-selected={tab.id === chosen}
          className={styles.tab}
          onClick={() => onChoose(tab.id)}
          data-testid="sub-game-tab"
        >
          {tab.name}
          <span className={styles.tabCount}>{tab.count}</span>
        </button>
      ))}
    </div>
  );
}

function MarketGrid({
  game,
  pickGame,
  collapsed,
}: {
  game: FeedGame;
  pickGame: PickGame;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const markets = useMemo(() => groupMarkets(game.outcomes), [game.outcomes]);
  const place = marketPlaceOf(game);
  if (markets.length === 0) {
    return (
      <FeedEmpty icon="lock" title={t('game_no_markets_title')} text={t('game_no_markets_text')} />
    );
  }
  return (
    <div className={styles.grid} data-testid="markets">
      {markets.map((market) => (
        <MarketCard
          key={market.group}
          market={market}
          place={place}
          game={pickGame}
          runners={game.runners ?? []}
          homeName={game.home.name}
          awayName={game.away?.name}
          collapsedByDefault={collapsed}
        />
      ))}
    </div>
  );
}

/** Every market of the game, by sub-game, with the visitor's picks marked. */
export function MarketBoard({ game, root }: MarketBoardProps) {
  const { t } = useTranslation();
  const [subGameId, setSubGameId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const chosen = game.subGames.some((sg) => sg.id === subGameId) ? subGameId : null;
  const subGame = useSubGame(root, chosen, game.version);
  const shown = chosen === null ? game : subGame.data;
  // A sub-game's outcome is a bet on the sub-game; the coupon names it by the match's teams.
  const periodName = game.subGames.find((sg) => sg.id === chosen)?.periodName ?? '';
  const pickGame: PickGame = { ...pickGameOf(game, periodName), id: shown?.id ?? game.id };

  return (
    <section className={styles.board} aria-labelledby="game-markets-title">
      <div className={styles.toolbar}>
        <h2 id="game-markets-title" className={styles.boardTitle}>
          {t('game_markets')}
        </h2>
        <button
          type="button"
          className={styles.collapseAll}
          onClick={() => setCollapsed((value) => !value)}
          aria-pressed={collapsed}
        >
          {collapsed ? t('game_expand_all') : t('game_collapse_all')}
        </button>
      </div>
      {game.subGames.length > 0 && (
        <SubGameTabs game={game} chosen={chosen} onChoose={setSubGameId} />
      )}
      {chosen !== null && subGame.isPending && <FeedSkeleton rows={4} />}
      {chosen !== null && subGame.isError && !shown && (
        <FeedError onRetry={() => void subGame.refetch()} />
      )}
      {shown && <MarketGrid game={shown} pickGame={pickGame} collapsed={collapsed} />}
      {chosen !== null && subGame.data === null && (
        <FeedEmpty
          icon="lock"
          title={t('game_no_markets_title')}
          text={t('game_no_markets_text')}
        />
      )}
    </section>
  );
}
