import type { FeedGame, FeedRoot } from '@arenabet/contracts';
import { useEffect, useRef } from 'react';
import { useGame } from '../../../shared/feed/index.ts';

export interface EitherFeedGame {
  game: FeedGame | null | undefined;
  /** The feed the game is in now: live while in play, line before. */
  root: FeedRoot | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): void;
}

/** The fresher of two copies: the feeds may both answer a game, each as last read. */
function newer(a: FeedGame | null | undefined, b: FeedGame | null | undefined) {
  if (!a || !b) return a ?? b;
  return a.version >= b.version ? a : b;
}

/**
 * One game from whichever feed holds it. The page's address names no feed (a game links to
 * the same page before and during play), so both are asked; a game that leaves the line at
 * its start is then looked for in live at once rather than at live's next poll.
 */
export function useGameOfEitherFeed(gameId: number): EitherFeedGame {
  const live = useGame('live', gameId, { subGames: true });
  const line = useGame('line', gameId, { subGames: true });
  const wasInLine = useRef(false);
  const refetchLive = live.refetch;

  useEffect(() => {
    if (line.data) wasInLine.current = true;
    else if (line.data === null && wasInLine.current) {
      wasInLine.current = false;
      void refetchLive();
    }
  }, [line.data, refetchLive]);

  const game = newer(live.data, line.data);
  const settled = live.data !== undefined && line.data !== undefined;
  return {
    game: game ?? (settled ? null : undefined),
    root: game ? (game.live ? 'live' : 'line') : undefined,
    isPending: !game && (live.isPending || line.isPending),
    isError: !game && (live.isError || line.isError),
    refetch: () => {
      void live.refetch();
      void line.refetch();
    },
  };
}
