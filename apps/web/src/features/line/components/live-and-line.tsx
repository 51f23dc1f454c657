import type { FeedGame } from '@arenabet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { FeedGames, FeedSection } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Empty = ComponentProps<typeof FeedGames>['empty'];

interface LiveAndLineProps {
  /** Prefix of the sections' ids (test ids too). */
  id: string;
  live: UseQueryResult<readonly FeedGame[]>;
  line: UseQueryResult<readonly FeedGame[]>;
  /** What the pre-match block says when it has nothing. */
  empty: Empty;
  withSports?: boolean;
}

/** A page's games in play (shown only when there are some) above its pre-match games. */
export function LiveAndLine({ id, live, line, empty, withSports = false }: LiveAndLineProps) {
  const { t } = useTranslation();
  const liveCount = live.data?.length ?? 0;
  return (
    <>
      {liveCount > 0 && (
        <FeedSection id={`${id}-live`} title={t('line_live_now')} live count={liveCount}>
          <FeedGames query={live} withSports={withSports} empty={empty} />
        </FeedSection>
      )}
      <FeedSection
        id={`${id}-line`}
        title={t('line_upcoming')}
        icon="line"
        count={line.data?.length}
      >
        <FeedGames query={line} withSports={withSports} skeletonRows={8} empty={empty} />
      </FeedSection>
    </>
  );
}
