import { catalogueCalls, type PreviewGame } from '@arenabet/contracts/casino-catalogue';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isTableGame } from '../lib/table-games.ts';

/** The catalogue changes with a release or an operator turning a game off: rarely. */
const LOBBY_STALE_MS = 5 * 60_000;

/**
 * GetGamesPreviewLight: the lobby's games, without those an operator turned off, kept to the
 * games this site has a table for.
 */
export function useLobbyGames() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['casino', 'lobby', language],
    queryFn: async ({ signal }): Promise<PreviewGame[]> => {
      const answer = await callApi(
        catalogueCalls.previewLight,
        { query: { lng: language } },
        { signal },
      );
      return answer.data.attributes.games.filter((game) => isTableGame(game.slug));
    },
    staleTime: LOBBY_STALE_MS,
  });
}
