import { verificationCalls } from '@arenabet/contracts/verification';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useStoreVerification } from './verification-state.ts';

export interface DocumentSubmission {
  docType: number;
  fields: Record<string, string>;
  fileIds: string[];
}

/** Sends the document's type, fields and uploaded pages; it waits for an operator after this. */
export function useSubmitDocument() {
  const store = useStoreVerification();
  return useMutation({
    mutationFn: async ({ docType, fields, fileIds }: DocumentSubmission) =>
      (
        await callApi(verificationCalls.verify, {
          body: { data: { attributes: { doc_type: docType, fields, file_ids: fileIds } } },
        })
      ).data.attributes,
    onSuccess: store,
  });
}
