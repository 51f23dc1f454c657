import { couponCalls } from '@arenabet/contracts';
import { callApi } from '../api/call-api.ts';

/** A bet's status by its GUID: a pending bet's answer, or whether a lost request placed one. */
export async function betStatus(betGuid: string, signal?: AbortSignal) {
  const answer = await callApi(
    couponCalls.betStatus,
    { params: { betGuid } },
    signal ? { signal } : {},
  );
  return answer.data.attributes;
}
