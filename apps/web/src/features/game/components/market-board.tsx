import type { FeedGame, FeedRoot } from '@arenabet/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  FeedEmpty,
  FeedError,
  FeedSkeleton,
  type PickGame,
  pickGameOf,
} from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MarketGrid } from '../../../shared/markets/market-grid.tsx';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useBuilderOutcomes } from '../api/builder-outcomes.ts';
import { useSubGame } from '../api/sub-game.ts';
import { useBuilderPicks } from '../lib/builder-store.ts';
import styles from './market-board.module.css';

// The builder's markets, slip and placing come when its tab is first opened, not with the page.
const BetBuilder = lazy(() =>
  import('./bet-builder.tsx').then((module) => ({ default: module.BetBuilder })),
);

interface MarketBoardProps {
  game: FeedGame;
  root: FeedRoot;
  /** Opens the sign-in form: a visitor's bet builder asks for it. */
  onSignIn(): void;
}

/** What the board shows: the match's markets, a sub-game's, or the bet builder. */
type BoardTab = number | 'main' | 'builder';

/**
 * Tabs over the game's markets: the match itself, its bet builder where the game has one, then
 * each sub-game (halves, sets, ...).
 */
function SubGameTabs({
  game,
  chosen,
  withBuilder,
  onChoose,
}: {
  game: FeedGame;
  chosen: BoardTab;
  withBuilder: boolean;
  onChoose(tab: BoardTab): void;
}) {
  const { t } = useTranslation();
  const builderPicks = useBuilderPicks(game.id).length;
  const subGames = game.subGames.map((sg) => ({
    id: sg.id,
    name: sg.periodName,
    count: sg.marketCount,
  }));
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('game_markets')}>
      <TabButton id="main" chosen={chosen} onChoose={onChoose}>
        {t('game_tab_main')}
        <span className={styles.tabCount}>{game.outcomes.length}</span>
      </TabButton>
      {withBuilder && (
        <TabButton id="builder" chosen={chosen} onChoose={onChoose} builder>
          <Icon name="spark" size={16} />
          {t('game_tab_builder')}
          {builderPicks > 0 && <span className={styles.tabCount}>{builderPicks}</span>}
        </TabButton>
      )}
      {subGames.map((tab) => (
        <TabButton key={tab.id} id={tab.id} chosen={chosen} onChoose={onChoose}>
          {tab.name}
          <span className={styles.tabCount}>{tab.count}</span>
        </TabButton>
      ))}
    </div>
  );
}

function TabButton(props: {
  id: BoardTab;
  chosen: BoardTab;
  builder?: boolean;
  onChoose(tab: BoardTab): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={props.id === props.chosen}
      className={props.builder ? `${styles.tab} ${styles.builderTab}` : styles.tab}
      onClick={() => props.onChoose(props.id)}
      data-testid={props.builder ? 'builder-tab' : 'sub-game-tab'}
    >
      {props.children}
    </button>
  );
}

/**
 * Every market of the game, by sub-game, with the visitor's picks marked; and the game's bet
 * builder where the builder feed offers one (goal sports: games with a score model).
 */
export function MarketBoard({ game, root, onSignIn }: MarketBoardProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BoardTab>('main');
  const [collapsed, setCollapsed] = useState(false);
  const builderOn = useSiteSettings().coupon.builder.maxLegs > 0;
  const builder = useBuilderOutcomes(root, game.id, builderOn && game.parentId === undefined);
  const offered = builderOn ? (builder.data ?? []) : [];
  const showBuilder = tab === 'builder' && offered.length > 0;
  const chosen = typeof tab === 'number' && game.subGames.some((sg) => sg.id === tab) ? tab : null;
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
      {(game.subGames.length > 0 || offered.length > 0) && (
        <SubGameTabs
          game={game}
          chosen={showBuilder ? 'builder' : (chosen ?? 'main')}
          withBuilder={offered.length > 0}
          onChoose={setTab}
        />
      )}
      {showBuilder && (
        <Suspense fallback={<FeedSkeleton rows={4} />}>
          <BetBuilder game={game} offered={offered} collapsed={collapsed} onSignIn={onSignIn} />
        </Suspense>
      )}
      {chosen !== null && subGame.isPending && <FeedSkeleton rows={4} />}
      {chosen !== null && subGame.isError && !shown && (
        <FeedError onRetry={() => void subGame.refetch()} />
      )}
      {shown && !showBuilder && (
        <MarketGrid game={shown} pickGame={pickGame} collapsed={collapsed} />
      )}
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
