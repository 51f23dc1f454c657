import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { livePush, useLivePushLanguage } from '../../../shared/feed/live-push.ts';
import { BETS_HISTORY_KEY } from '../api/bets-history.ts';

/**
 * While a bets screen is shown, a `bets` push (a coupon accepted or settled, by the feed or by
 * an operator) reads the lists and the balance again: the player sees a win without a reload.
 * The push names the coupons, but a settled one may move between filters, so the lists are
 * read whole rather than patched.
 */
export function useBetsPush(): void {
  const client = useQueryClient();
  useLivePushLanguage();
  useEffect(
    () =>
      livePush.onBets(() => {
        void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
        void client.invalidateQueries({ queryKey: BALANCE_KEY });
      }),
    [client],
  );
}
