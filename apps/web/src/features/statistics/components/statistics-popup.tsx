import {
  parseStatisticsFrameParams,
  parseStatisticsPath,
  type StatisticsLink,
} from '@arenabet/domain';
import { useMemo, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useFrameHeight } from '../hooks/use-frame-height.ts';
import { useFrameHistory, useFrameTitle } from '../hooks/use-frame-reports.ts';
import { HiddenItemsContext, useHiddenItemsState } from '../hooks/use-hidden-items.ts';
import {
  createStatisticsFrame,
  StatisticsFrameContext,
  useStatisticsFrame,
} from '../hooks/use-statistics-frame.ts';
import { FrameBridge } from '../lib/frame-bridge.ts';
import { GamePage } from './game-page.tsx';
import { GraphPage } from './graph-page.tsx';
import { HorsePage } from './horse-page.tsx';
import { PlayerPage } from './player-page.tsx';
import { RatingPage } from './rating-page.tsx';
import { StagePage, TournamentPage } from './stage-page.tsx';
import styles from './statistics.module.css';
import { Empty } from './statistics-parts.tsx';
import { TeamPage } from './team-page.tsx';

const num = (value: unknown): number => Number(value);
const optionalNum = (value: unknown): number | undefined =>
  value === undefined ? undefined : Number(value);

/** The page of each shape of the spec's statistics links. */
function StatisticsPage({ link }: { link: StatisticsLink }) {
  switch (link.kind) {
    case 'game':
      return <GamePage gameId={num(link.gameId)} tabName={link.tabName ?? 'main'} />;
    case 'team':
      return <TeamPage teamId={num(link.teamId)} />;
    case 'player':
      return <PlayerPage playerId={num(link.playerId)} sportId={num(link.sportId)} />;
    case 'stage':
      return <StagePage stageId={num(link.stageId)} />;
    case 'tournament':
      return (
        <TournamentPage
          tournamentId={num(link.tournamentId)}
          seasonId={optionalNum(link.seasonId)}
        />
      );
    case 'cyber':
      return (
        <TournamentPage tournamentId={num(link.tournId)} seasonId={optionalNum(link.seasonId)} />
      );
    case 'rating':
      return <RatingPage sportId={num(link.sportId)} ratingId={num(link.ratingId)} />;
    case 'horse':
      return <HorsePage horseId={num(link.horseId)} />;
    case 'graph':
      return (
        <GraphPage gameId={num(link.gameId)} coefficientView={optionalNum(link.coefficientView)} />
      );
  }
}

function UnknownPage() {
  const { t } = useTranslation();
  useFrameTitle(t('stats_title'));
  return <Empty>{t('stats_page_not_found')}</Empty>;
}

/** Parameters the frame could not use are named, so whoever embeds it can fix the link. */
function IgnoredParams() {
  const { t } = useTranslation();
  const { errors } = useStatisticsFrame();
  const refused = Object.entries(errors).map(([name, key]) => `${name} (${t(key)})`);
  if (refused.length === 0) return null;
  return (
    <p className={styles.notice} data-testid="statistics-ignored-params">
      {t('stats_params_ignored', { names: refused.join('; ') })}
    </p>
  );
}

function FrameLayout({ link }: { link: StatisticsLink | undefined }) {
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  const ref = useRef<HTMLDivElement>(null);
  useFrameHeight(ref);
  useFrameHistory();
  return (
    <div ref={ref} className={styles.frame} data-testid="statistics-frame">
      <div className={styles.bar}>
        <span className={styles.barTitle}>
          <Icon name="results" className={styles.barIcon} />
          {t('stats_title')}
        </span>
        <span className={styles.barEnd}>
          <span className={styles.barBrand} dir="ltr">
            {brand.name}
          </span>
        </span>
      </div>
      <main className={styles.content}>
        {link ? <StatisticsPage link={link} /> : <UnknownPage />}
        <IgnoredParams />
      </main>
    </div>
  );
}

/**
 * `/{lng}/statisticpopup/...`: the statistics window, outside the site's layout (a popup of
 * 1024 px, or an iframe of a host page), with its parameters from the query.
 */
export function StatisticsPopup() {
  const lng = useLanguage();
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  const bridge = useMemo(() => new FrameBridge(window), []);
  const frame = useMemo(
    () =>
      createStatisticsFrame(lng, parseStatisticsFrameParams(new URLSearchParams(search)), bridge),
    [lng, search, bridge],
  );
  const link = useMemo(() => parseStatisticsPath(rest, search), [rest, search]);
  const hiddenItems = useHiddenItemsState(bridge);
  return (
    <StatisticsFrameContext.Provider value={frame}>
      <HiddenItemsContext.Provider value={hiddenItems}>
        <FrameLayout link={link} />
      </HiddenItemsContext.Provider>
    </StatisticsFrameContext.Provider>
  );
}
