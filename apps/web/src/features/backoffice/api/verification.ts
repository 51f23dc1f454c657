import {
  type REJECTION_REASONS,
  type VerificationQueueItem,
  verificationCalls,
  verificationFileCalls,
} from '@arenabet/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { env } from '../../../shared/config/env.ts';
import { BACKOFFICE_SCOPE, endSessionOnUnauthorized, operatorQueryFn } from './operator-session.ts';

export const VERIFICATION_QUEUE_KEY = [...BACKOFFICE_SCOPE, 'verification-queue'] as const;

/** Players send documents any minute: the queue stays this fresh. */
const QUEUE_REFRESH_MS = 30_000;

/** Submissions waiting for a decision, oldest first. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: VERIFICATION_QUEUE_KEY,
    queryFn: operatorQueryFn(
      async ({ signal }) =>
        (await callApi(verificationCalls.queue, {}, { signal })).data.attributes.items,
    ),
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/**
 * Where the viewer's picture is read: a plain address, so an `<img>` loads it with the
 * operator's cookie like any page of the same origin.
 */
export function backofficeFileUrl(fileId: string): string {
  const path = verificationFileCalls.backofficeFile.path.replace(
    '{fileId}',
    encodeURIComponent(fileId),
  );
  return `${env.apiOrigin}${path}`;
}

export type VerificationDecision =
  | { decision: 'approve' }
  | { decision: 'request_another' }
  | { decision: 'reject'; reason: (typeof REJECTION_REASONS)[number] };

export interface DecisionRequest {
  submissionId: number;
  choice: VerificationDecision;
  note?: string;
}

/**
 * Decides a submission. The decided one leaves the queue at once; a 409 (another operator
 * decided first) reads the queue again so the screen shows what is true now.
 */
export function useVerificationDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ submissionId, choice, note }: DecisionRequest) =>
      (
        await callApi(verificationCalls.decide, {
          params: { submissionId },
          body: { data: { attributes: { ...choice, ...(note ? { note } : {}) } } },
        })
      ).data.attributes,
    onSuccess: async (decided) => {
      client.setQueryData<VerificationQueueItem[]>(VERIFICATION_QUEUE_KEY, (items) =>
        items?.filter((item) => item.submission.id !== decided.submission.id),
      );
      await client.invalidateQueries({ queryKey: VERIFICATION_QUEUE_KEY, refetchType: 'none' });
    },
    onError: async (error) => {
      endSessionOnUnauthorized(client, error);
      if (error instanceof HTTPError && (error.status === 409 || error.status === 404)) {
        await client.invalidateQueries({ queryKey: VERIFICATION_QUEUE_KEY });
      }
    },
  });
}
