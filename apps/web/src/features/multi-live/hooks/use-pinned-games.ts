import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import {
  formatPinnedGames,
  MAX_PINNED_GAMES,
  parsePinnedGames,
  withGame,
  withoutGame,
} from '../lib/pinned-games.ts';

/**
 * The multi-live games: a shared address wins; without `?games=` the page opens with the
 * games pinned last time. Every change is written to both.
 */
export function usePinnedGames() {
  const [params, setParams] = useSearchParams();
  const pinned = usePreferences((state) => state.pinnedGames);
  const togglePinned = usePreferences((state) => state.togglePinnedGame);
  const inAddress = params.has('games');
  const games = inAddress
    ? parsePinnedGames(params.get('games'))
    : pinned.slice(0, MAX_PINNED_GAMES);

  const shown = formatPinnedGames(games);

  // The preferences follow the address: opening a shared link pins its games.
  useEffect(() => {
    if (!inAddress) return;
    const wanted = parsePinnedGames(shown);
    for (const id of pinned) if (!wanted.includes(id)) togglePinned(id);
    for (const id of wanted) if (!pinned.includes(id)) togglePinned(id);
  }, [inAddress, shown, pinned, togglePinned]);

  const write = useCallback(
    (next: number[]) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('games', formatPinnedGames(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    games,
    isFull: games.length >= MAX_PINNED_GAMES,
    add: (id: number) => write(withGame(games, id)),
    remove: (id: number) => write(withoutGame(games, id)),
  };
}
