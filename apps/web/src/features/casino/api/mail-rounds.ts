import { casinoCalls } from '@arenabet/contracts/casino';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The spec's casino bets-history mail: the last 30 days' rounds to the confirmed e-mail. */
export function useMailRounds() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async (): Promise<number> =>
      (
        await callApi(casinoCalls.mailRounds, {
          query: { lng: language },
          body: { data: { attributes: {} } },
        })
      ).data.attributes.count,
  });
}
