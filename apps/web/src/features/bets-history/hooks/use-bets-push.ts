import type { BetHistory } from '@arenabet/contracts/bets';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { livePush, useLivePushLanguage } from '../../../shared/feed/live-push.ts';
import { BETS_HISTORY_KEY, BETS_LIST_KEY } from '../api/bets-history.ts';
import { withCashOutPrices } from '../lib/cash-out-prices.ts';

/**
 * While a bets screen is shown, a `bets` push (a coupon accepted, settled or sold, by the feed
 * or by an operator) reads the lists and the balance again: the player sees a win without a
 * reload. The push names the coupons, but a settled one may move between filters, so the lists
 * are read whole rather than patched. Cash-out prices, sent as the games tick, are patched in.
 */
export function useBetsPush(): void {
  const client = useQueryClient();
  useLivePushLanguage();
  useEffect(
    () =>
      livePush.onBets((message) => {
        if (message.event === 'cash_out') {
          client.setQueriesData<InfiniteData<BetHistory>>({ queryKey: BETS_LIST_KEY }, (list) =>
            withCashOutPrices(list, message.prices ?? []),
          );
          return;
        }
        void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
        void client.invalidateQueries({ queryKey: BALANCE_KEY });
      }),
    [client],
  );
}
