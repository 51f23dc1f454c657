import { FeedGames, FeedSection } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CricketFeeds } from '../api/cricket-feeds.ts';

/**
 * Cricket games of both feeds under two headings: in play (only when there is any, so an
 * empty block does not push the line down) and ahead.
 */
export function LiveAndUpcoming({ feeds, id }: { feeds: CricketFeeds; id: string }) {
  const { t } = useTranslation();
  const live = feeds.live.data?.length ?? 0;
  return (
    <>
      {live > 0 && (
        <FeedSection id={`${id}-live`} title={t('cricket_live_now')} live count={live}>
          <FeedGames query={feeds.live} empty={{ title: t('cricket_no_live_title') }} />
        </FeedSection>
      )}
      <FeedSection
        id={`${id}-line`}
        title={t('cricket_upcoming')}
        icon="line"
        count={feeds.line.data?.length}
      >
        <FeedGames
          query={feeds.line}
          skeletonRows={8}
          empty={{
            title: t('cricket_no_events_title'),
            text: t('cricket_no_events_text'),
            icon: 'line',
          }}
        />
      </FeedSection>
    </>
  );
}
