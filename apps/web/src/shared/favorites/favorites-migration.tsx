import { useQuery } from '@tanstack/react-query';
import { favoritesQuery } from './favorites-api.ts';
import { useLocalFavorites } from './local-favorites-store.ts';
import { useSessionPlayer } from './session-player.ts';
import { isPlayer } from './use-favorites.ts';

/**
 * Mounted once in the app: the moment a visitor who starred games signs in, reading the
 * account's favourites moves those of this browser in (see favoritesQuery), whatever page the
 * sign-in happened on. A player with nothing kept locally costs no request here.
 */
export function FavoritesMigration() {
  const player = useSessionPlayer();
  const keptLocally = useLocalFavorites((state) => state.games.length + state.champs.length > 0);
  useQuery({ ...favoritesQuery, enabled: isPlayer(player) && keptLocally });
  return null;
}
