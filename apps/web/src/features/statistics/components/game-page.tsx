import type { GameStatusInfo } from '@arenabet/contracts';
import { Link } from 'react-router';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { GameHero } from './game-hero.tsx';
import { GameMainTab } from './game-main-tab.tsx';
import { HeadToHeadTab } from './head-to-head-tab.tsx';
import { LineUpsTab } from './line-ups-tab.tsx';
import { OddsChart } from './odds-chart.tsx';
import styles from './statistics.module.css';
import { Loaded, StatisticsBlock } from './statistics-parts.tsx';
import { TableTab } from './table-tab.tsx';

/** The tabs of a game, by their `tabName` in the link; a game shows those it has data for. */
export const GAME_TABS = ['main', 'h2h', 'lineups', 'table', 'graph'] as const;
export type GameTab = (typeof GAME_TABS)[number];

const TAB_KEYS: Record<GameTab, string> = {
  main: i18nKey('stats_tab_main'),
  h2h: i18nKey('stats_tab_h2h'),
  lineups: i18nKey('stats_tab_lineups'),
  table: i18nKey('stats_tab_table'),
  graph: i18nKey('stats_tab_graph'),
};

function tabsOf(game: GameStatusInfo): GameTab[] {
  return GAME_TABS.filter((tab) => {
    if (tab === 'h2h') return game.away !== undefined;
    if (tab === 'lineups') return game.hasLineUps;
    if (tab === 'table') return game.hasTable;
    if (tab === 'graph') return game.hasOddsGraph;
    return true;
  });
}

function GameTabs({ game, current }: { game: GameStatusInfo; current: GameTab }) {
  const { t } = useTranslation();
  const { linkTo } = useStatisticsFrame();
  return (
    <nav className={styles.tabs} aria-label={t('stats_title')} data-testid="statistics-tabs">
      {tabsOf(game).map((tab) => (
        <Link
          key={tab}
          className={styles.tab}
          to={linkTo({ kind: 'game', sportId: game.sportId, gameId: game.gameId, tabName: tab })}
          aria-current={tab === current ? 'page' : undefined}
          replace
        >
          {t(TAB_KEYS[tab])}
        </Link>
      ))}
    </nav>
  );
}

export function GraphBlock({ gameId, format }: { gameId: number; format?: number }) {
  const { t } = useTranslation();
  const preferred = usePreferences((state) => state.coefficientFormat);
  const query = useStatistics('oddsGraph', { gameId });
  return (
    <StatisticsBlock id="graph" title={t('stats_odds_graph')}>
      <Loaded query={query} rows={6}>
        {(graph) =>
          graph.series.length === 0 ? (
            <p className={styles.muted}>{t('stats_graph_empty')}</p>
          ) : (
            <OddsChart graph={graph} format={format ?? preferred} />
          )
        }
      </Loaded>
    </StatisticsBlock>
  );
}

function TabContent({ game, tab }: { game: GameStatusInfo; tab: GameTab }) {
  switch (tab) {
    case 'h2h':
      return <HeadToHeadTab gameId={game.gameId} />;
    case 'lineups':
      return <LineUpsTab gameId={game.gameId} sportId={game.sportId} />;
    case 'table':
      return <TableTab game={game} />;
    case 'graph':
      return <GraphBlock gameId={game.gameId} />;
    default:
      return <GameMainTab game={game} />;
  }
}

export function gameTitle(game: GameStatusInfo): string {
  return game.away ? `${game.home.name} — ${game.away.name}` : game.home.name;
}

function GameView({ game, tabName }: { game: GameStatusInfo; tabName: string }) {
  const { t } = useTranslation();
  const tabs = tabsOf(game);
  // A tab this game has no data for (a line-up link to a tennis match) shows the overview.
  const tab = tabs.find((name) => name === tabName) ?? 'main';
  useFrameTitle(`${gameTitle(game)} · ${t(TAB_KEYS[tab])}`);
  return (
    <>
      <GameHero game={game} />
      <GameTabs game={game} current={tab} />
      <TabContent game={game} tab={tab} />
    </>
  );
}

export function GamePage({ gameId, tabName }: { gameId: number; tabName: string }) {
  const query = useStatistics('status', { gameId });
  return (
    <Loaded query={query} rows={6}>
      {(game) => <GameView game={game} tabName={tabName} />}
    </Loaded>
  );
}
