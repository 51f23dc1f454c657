import { accountsCalls, type ConsistencyReport } from '@arenabet/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BACKOFFICE_SCOPE, operatorQueryFn } from './operator-session.ts';

export const CONSISTENCY_KEY = [...BACKOFFICE_SCOPE, 'consistency'] as const;

/**
 * The ledger recomputed from its postings. A full scan on the server, so it is read once a
 * few minutes (and when the operator asks), not on every screen change.
 */
export const consistencyQuery = queryOptions({
  queryKey: CONSISTENCY_KEY,
  queryFn: operatorQueryFn(
    async ({ signal }): Promise<ConsistencyReport> =>
      (await callApi(accountsCalls.consistency, {}, { signal })).data.attributes,
  ),
  staleTime: 5 * 60_000,
});

export function useConsistency() {
  return useQuery(consistencyQuery);
}
