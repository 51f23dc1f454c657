import type { AdvanceView } from '@arenabet/contracts';
import { advanceCalls } from '@arenabet/contracts/advance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';
import { livePush } from '../../../shared/feed/index.ts';

const ADVANCE_KEY = [...PLAYER_SCOPE, 'advance'] as const;

/**
 * GetAvance: what the player can bet on advance now. Read while the slip can use it, and again
 * whenever a bet of theirs is accepted, settled or sold (the push), which changes the room.
 */
export function useAdvance(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return livePush.onBets(() => {
      void client.invalidateQueries({ queryKey: ADVANCE_KEY });
    });
  }, [client, enabled]);
  return useQuery({
    queryKey: ADVANCE_KEY,
    queryFn: async ({ signal }): Promise<AdvanceView> =>
      (await callApi(advanceCalls.getAvance, { body: { data: { attributes: {} } } }, { signal }))
        .data.attributes,
    enabled,
  });
}
