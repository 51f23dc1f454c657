import { type ChronoEventWire, chronoAnswer, FEED_ROOTS } from '@arenabet/contracts';
import { useQuery } from '@tanstack/react-query';
import { rootApi } from '../../../shared/api/clients.ts';
import { FeedCallError, feedQueryKey, shapeFeedParams } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export interface ChronoEvent {
  /** Seconds into the game. */
  atSeconds: number;
  kind: string;
  /** 1 home, 2 away, 0 neither. */
  side: number;
  text: string;
  score: { home: number; away: number } | undefined;
}

function decodeChronoEvent(wire: ChronoEventWire): ChronoEvent {
  return {
    atSeconds: wire.TS,
    kind: wire.K,
    side: wire.O,
    text: wire.N ?? wire.K,
    score: wire.FS ? { home: wire.FS.S1, away: wire.FS.S2 } : undefined,
  };
}

async function fetchChronoOfPlay(
  shaped: Record<string, string>,
  signal: AbortSignal,
): Promise<ChronoEvent[]> {
  const body = await rootApi.get(`${FEED_ROOTS.live}/GetChronoOfPlay`, shaped, { signal });
  const envelope = chronoAnswer.parse(body);
  if (!envelope.Success) throw new FeedCallError(envelope.Error, envelope.ErrorCode);
  return (envelope.Value ?? []).map(decodeChronoEvent);
}

/**
 * The moments of a live game (GetChronoOfPlay), newest first. `moment` is anything that moves
 * when a new moment is likely (the score, the period): a change reads the chronology again.
 */
export function useChronoOfPlay(gameId: number, enabled: boolean, moment: string) {
  const language = useLanguage();
  const shaped = shapeFeedParams({ lng: language, id: gameId });
  const query = useQuery({
    queryKey: [...feedQueryKey('live', 'GetChronoOfPlay', shaped), moment],
    queryFn: ({ signal }) => fetchChronoOfPlay(shaped, signal),
    enabled,
    // Keeps the list on screen while the next moment's copy is read.
    placeholderData: (previous) => previous,
    staleTime: 15_000,
    refetchInterval: 30_000,
    select: (events) => [...events].reverse(),
  });
  return query;
}
