import type { FeedRoot, PushTopic } from '@arenabet/contracts';
import { Link } from 'react-router';
import {
  FeedGames,
  FeedPageHeader,
  useFeedGames,
  useLiveTopics,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSportParam } from '../hooks/use-sport-param.ts';
import { overviewParams } from '../lib/overview.ts';
import styles from './line.module.css';
import { SportChips } from './sport-chips.tsx';

const ROUTE = { line: 'bettingHome', live: 'live' } as const;

/** Every live game, or a sport's games; the whole pre-match line is not worth a stream. */
function pageTopics(root: FeedRoot, sportId: number | undefined): PushTopic[] {
  if (sportId !== undefined) return [`sport:${sportId}`];
  return root === 'live' ? ['live'] : [];
}

/** Every game of a feed, sports -> champs -> games, narrowed to a sport by `?sport=`. */
function FeedOverviewPage({ root }: { root: FeedRoot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sportId, searchFor } = useSportParam();
  const query = useFeedGames(root, 'Get1x2_VZip', overviewParams(sportId));
  useLiveTopics(pageTopics(root, sportId));
  const page = pathFor(ROUTE[root], {}, language);
  const other = root === 'live' ? 'bettingHome' : 'live';

  return (
    <div className={styles.page} data-testid={`${root}-page`}>
      <FeedPageHeader
        title={root === 'live' ? t('line_live_title') : t('line_line_title')}
        icon={root === 'live' ? 'live' : 'line'}
        live={root === 'live'}
        lead={query.data ? t('line_events_count', { count: query.data.length }) : undefined}
        leadPending={query.isPending}
        actions={
          <Link
            to={`${pathFor(other, {}, language)}${searchFor(sportId)}`}
            className={styles.switch}
          >
            {root === 'live' ? t('line_to_line') : t('line_to_live')}
          </Link>
        }
      />
      <SportChips root={root} selected={sportId} linkFor={(id) => `${page}${searchFor(id)}`} />
      <FeedGames
        query={query}
        withSports={sportId === undefined}
        skeletonRows={8}
        empty={{
          title: root === 'live' ? t('line_live_empty_title') : t('line_line_empty_title'),
          text: root === 'live' ? t('line_live_empty_text') : t('line_line_empty_text'),
          icon: root === 'live' ? 'live' : 'line',
        }}
      />
    </div>
  );
}

export function LinePage() {
  return <FeedOverviewPage root="line" />;
}

export function LivePage() {
  return <FeedOverviewPage root="live" />;
}
