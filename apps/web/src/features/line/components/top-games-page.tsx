import { FeedPageHeader, useLiveTopics, useTopGames } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { ALL_SECTION, sectionSport } from '../lib/route-ids.ts';
import styles from './line.module.css';
import { LiveAndLine } from './live-and-line.tsx';
import { SportChips } from './sport-chips.tsx';

/** Top games (bettingTopgameSection): the feed's most watched games, in play and ahead. */
export function TopGamesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, []);
  const params = selected === undefined ? {} : { sports: [selected] };
  const live = useTopGames('live', params);
  const line = useTopGames('line', params);
  useLiveTopics([selected === undefined ? 'live' : `sport:${selected}`]);
  const empty = { title: t('line_top_games_empty_title'), text: t('line_dashboard_empty_text') };

  return (
    <div className={styles.page} data-testid="top-games-page">
      <FeedPageHeader
        title={t('line_top_games_title')}
        lead={t('line_top_games_lead')}
        icon="star"
      />
      <SportChips
        root="line"
        selected={selected}
        linkFor={(id) => pathFor('bettingTopgameSection', { section: id ?? ALL_SECTION }, language)}
      />
      <LiveAndLine id="top-games" live={live} line={line} empty={empty} withSports />
    </div>
  );
}
