import { verificationCalls } from '@arenabet/contracts/verification';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useStoreVerification } from './verification-state.ts';

/** Sends an uploaded selfie for the face check, which an operator compares with the document. */
export function useSubmitFace() {
  const store = useStoreVerification();
  return useMutation({
    mutationFn: async (fileId: string) =>
      (
        await callApi(verificationCalls.face, {
          body: { data: { attributes: { file_id: fileId } } },
        })
      ).data.attributes,
    onSuccess: store,
  });
}
