import type { FeedRoot } from '@arenabet/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language.ts';
import { useDisallowedSports } from '../line-preferences/disallowed-sports-store.ts';

export interface FeedScope {
  /** The page's language: the feed names sports, champs and teams in it. */
  language: string;
  /** Sports the visitor excluded from this feed: hidden from every list. */
  hiddenSports: ReadonlySet<number>;
}

/**
 * What every feed request of a page shares. Excluded sports are hidden here rather than sent
 * (lineDisallowSport / liveDisallowSport): the answers then stay one cache entry for everyone,
 * which the push keeps current, and changing the choice needs no new request.
 */
export function useFeedScope(root: FeedRoot): FeedScope {
  const language = useLanguage();
  const disallowed = useDisallowedSports()[root];
  const hiddenSports = useMemo(() => new Set(disallowed), [disallowed]);
  return { language, hiddenSports };
}
