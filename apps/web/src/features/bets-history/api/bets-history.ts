import { type BetHistory, betHistoryCalls } from '@arenabet/contracts/bets';
import { callApi } from '../../../shared/api/call-api.ts';
import { useGrowingList } from '../../../shared/api/growing-list.ts';
import { BETS_HISTORY_KEY } from '../../../shared/api/player-scope.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { BetsRequest } from '../lib/bets-request.ts';

export { BETS_HISTORY_KEY };

/** The history's lists, one per filter and language. */
export const BETS_LIST_KEY = [...BETS_HISTORY_KEY, 'list'] as const;

async function fetchHistory(
  request: BetsRequest,
  language: string,
  pageNumber: number,
  signal: AbortSignal,
): Promise<BetHistory> {
  const attributes = { ...request, page_number: pageNumber, lng: language };
  const answer = await callApi(
    betHistoryCalls.history,
    { body: { data: { attributes } } },
    { signal },
  );
  return answer.data.attributes;
}

export function useBetsHistory(request: BetsRequest) {
  const language = useLanguage();
  return useGrowingList([...BETS_LIST_KEY, request, language], (page, signal) =>
    fetchHistory(request, language, page, signal),
  );
}
