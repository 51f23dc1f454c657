import type { FeedRoot } from '@arenabet/contracts';
import { useEffect, useRef } from 'react';
import { useGame } from '../../../shared/feed/index.ts';

/** The fastest a sub-game is read again while its parent keeps changing. */
const SUB_GAME_REFRESH_MS = 3_000;

/**
 * The markets of one sub-game (a half, a set, corners). The push carries the changes of the
 * game itself; a sub-game's prices move with it, so each new version of the parent reads the
 * open sub-game again, at most every few seconds.
 */
export function useSubGame(root: FeedRoot, subGameId: number | null, parentVersion: number) {
  const query = useGame(root, subGameId ?? 0, { enabled: subGameId !== null });
  const lastRead = useRef(0);
  const { refetch } = query;

  useEffect(() => {
    if (subGameId === null || parentVersion === 0) return;
    const wait = Math.max(0, lastRead.current + SUB_GAME_REFRESH_MS - Date.now());
    const timer = setTimeout(() => {
      lastRead.current = Date.now();
      void refetch();
    }, wait);
    return () => clearTimeout(timer);
  }, [subGameId, parentVersion, refetch]);

  return query;
}
