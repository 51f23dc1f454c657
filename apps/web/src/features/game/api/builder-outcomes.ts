import {
  betBuilderFeedPath,
  builderEventsAnswer,
  decodeOutcome,
  type FeedOutcome,
  type FeedRoot,
} from '@arenabet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rootApi } from '../../../shared/api/clients.ts';
import { FeedCallError, shapeFeedParams } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The builder's outcomes of a game by feed: the lines they take move with the game's odds. */
const TIMING: Record<FeedRoot, { staleTime: number; refetchInterval: number }> = {
  live: { staleTime: 10_000, refetchInterval: 30_000 },
  line: { staleTime: 60_000, refetchInterval: 300_000 },
};

async function fetchBuilderOutcomes(
  root: FeedRoot,
  gameId: number,
  language: string,
  signal: AbortSignal,
): Promise<FeedOutcome[]> {
  const shaped = shapeFeedParams({ games: [gameId], lng: language });
  const body = await rootApi.get(betBuilderFeedPath(root), shaped, { signal });
  const envelope = builderEventsAnswer.parse(body);
  if (!envelope.Success) throw new FeedCallError(envelope.Error, envelope.ErrorCode);
  const game = (envelope.Value ?? []).find((each) => each.I === gameId);
  return game ? game.E.map(decodeOutcome) : [];
}

/**
 * The outcomes of the match the bet builder takes together (betbuilder/v2 events of the line,
 * eventsByGames of live); empty for a game without a score model (non-goal sports), which then
 * shows no builder.
 */
export function useBuilderOutcomes(root: FeedRoot, gameId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bet-builder', 'outcomes', root, gameId, language],
    queryFn: ({ signal }) => fetchBuilderOutcomes(root, gameId, language, signal),
    enabled,
    // A game that starts moves from the line's builder to live's: the old list stays meanwhile.
    placeholderData: keepPreviousData,
    staleTime: TIMING[root].staleTime,
    // A game the builder does not price (a sport without a score model) is not asked again.
    refetchInterval: (query) => (query.state.data?.length ? TIMING[root].refetchInterval : false),
  });
}
