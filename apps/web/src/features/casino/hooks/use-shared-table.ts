import {
  type SharedTableGameSlug,
  type TableRound,
  type TableState,
  tableTopic,
} from '@arenabet/contracts/casino-tables';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { livePush, useLivePushState, useLiveTopics } from '../../../shared/feed/live-push.ts';
import { fetchTable, tableKey } from '../api/shared-tables.ts';
import { clockOffsetOf, withClockSample, withRound } from '../lib/shared-table.ts';

/** While the push is down, the table is read this often instead. */
const READ_WITHOUT_PUSH_MS = 5_000;

export interface SharedTable {
  game: SharedTableGameSlug;
  /** The round in play (or the last one, between rounds); undefined while first read. */
  round: TableRound | undefined;
  history: TableState['history'];
  /** The first read failed (nothing to show): why, and a way to try again. */
  failed: boolean;
  error: unknown;
  retry(): void;
  /** The server's clock now, as the page reckons it from the times the server sent. */
  serverNow(): number;
}

/**
 * A shared table for the page: read once, then followed over the live push (`table:<game>`),
 * the round kept only when a message is further on; read again after a reconnect, and every few
 * seconds while the push is down. Every message sets the page's clock by the server's.
 */
export function useSharedTable(game: SharedTableGameSlug): SharedTable {
  const client = useQueryClient();
  const samples = useRef<number[]>([]);
  const heard = useCallback((serverTime: number) => {
    samples.current = withClockSample(samples.current, serverTime - Date.now());
  }, []);
  const pushState = useLivePushState();
  const query = useQuery({
    queryKey: tableKey(game),
    queryFn: async ({ signal }) => {
      const fresh = await fetchTable(game, signal);
      heard(fresh.round.serverTime);
      // A push heard while this read was on its way may be further on than its answer.
      const kept = client.getQueryData<TableState>(tableKey(game));
      return kept ? withRound({ round: kept.round, history: fresh.history }, fresh.round) : fresh;
    },
    // The push keeps it; a read again only for a reconnect or while the push is down.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: pushState === 'open' ? false : READ_WITHOUT_PUSH_MS,
  });
  useLiveTopics([tableTopic(game)]);
  useEffect(() => {
    const stopTable = livePush.onTable(({ round }) => {
      if (round.game !== game) return;
      heard(round.serverTime);
      client.setQueryData<TableState>(tableKey(game), (state) =>
        state ? withRound(state, round) : state,
      );
    });
    const stopReconnect = livePush.onReconnect(
      () => void client.invalidateQueries({ queryKey: tableKey(game) }),
    );
    return () => {
      stopTable();
      stopReconnect();
    };
  }, [client, game, heard]);
  const serverNow = useCallback(() => Date.now() + clockOffsetOf(samples.current), []);
  const { refetch } = query;
  return {
    game,
    round: query.data?.round,
    history: query.data?.history ?? [],
    failed: query.isError && query.data === undefined,
    error: query.error,
    retry: useCallback(() => void refetch(), [refetch]),
    serverNow,
  };
}
