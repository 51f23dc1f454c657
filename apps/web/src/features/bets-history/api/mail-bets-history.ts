import { betHistoryCalls } from '@arenabet/contracts/bets';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { BetsRequest } from '../lib/bets-request.ts';

/** Sends the list the filters give to the player's e-mail; answers how many coupons it holds. */
export function useMailBetsHistory() {
  const lng = useLanguage();
  return useMutation({
    mutationFn: async (request: BetsRequest) =>
      (
        await callApi(betHistoryCalls.mail, {
          body: { data: { attributes: { ...request, lng } } },
        })
      ).data.attributes.count,
  });
}
