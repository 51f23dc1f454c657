import type { FeedCall, FeedRoot } from '@arenabet/contracts';

/** Every feed query's key starts with this: the push updates and refreshes them together. */
export const FEED_KEY = ['feed'] as const;

/** `['feed', root, call, shaped parameters]`: the parameters as sent, so equal asks share one. */
export type FeedQueryKey = readonly ['feed', FeedRoot, FeedCall, Readonly<Record<string, string>>];

export function feedQueryKey(
  root: FeedRoot,
  call: FeedCall,
  shaped: Readonly<Record<string, string>>,
): FeedQueryKey {
  return ['feed', root, call, shaped];
}

/** What a cached feed answer holds, by call: the push knows how to update each shape. */
export type FeedAnswerShape = 'games' | 'game' | 'champ' | 'champs' | 'other';

const SHAPES: Partial<Record<FeedCall, FeedAnswerShape>> = {
  Get1x2_VZip: 'games',
  Get1x2_Zip: 'games',
  GetGamesTeamZip: 'games',
  GetTopGamesStatZip: 'games',
  Web_SearchZip: 'games',
  GetFavoritesZip: 'games',
  GetExpressDayZip: 'games',
  GetGameZip: 'game',
  GetChampZip: 'champ',
  GetChampsZip: 'champs',
  WebGetTopChampsZip: 'champs',
};

export function answerShapeOf(call: FeedCall): FeedAnswerShape {
  return SHAPES[call] ?? 'other';
}

/** A cached key read back; anything that is not a feed key gives undefined. */
export function readFeedKey(key: readonly unknown[]): FeedQueryKey | undefined {
  const [head, root, call, shaped] = key;
  if (head !== 'feed' || (root !== 'line' && root !== 'live')) return undefined;
  if (typeof call !== 'string' || typeof shaped !== 'object' || shaped === null) return undefined;
  return key as unknown as FeedQueryKey;
}
