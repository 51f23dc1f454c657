import {
  type FilePurpose,
  type VerificationFileView,
  verificationFileCalls,
} from '@arenabet/contracts/verification';
import { useMutation } from '@tanstack/react-query';
import { rootApi } from '../../../shared/api/clients.ts';

/**
 * Uploads one page or a selfie as multipart/form-data. It goes through the site's client
 * (`postForm`), so it is sent like every other call: the session cookie, the same origin the
 * server's Origin guard checks, the JSON:API Accept, and failures read into an HTTPError with
 * the field's key (validation_errors.file) or the 413's message.
 */
export async function uploadVerificationFile(
  purpose: FilePurpose,
  file: File,
  signal?: AbortSignal,
): Promise<VerificationFileView> {
  const form = new FormData();
  // The purpose first: a streaming parser knows what the file is for before it reads it.
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const answer = await rootApi.postForm(verificationFileCalls.upload.path, form, { signal });
  return verificationFileCalls.upload.response.parse(answer).data.attributes;
}

export function useUploadFile(purpose: FilePurpose) {
  return useMutation({ mutationFn: (file: File) => uploadVerificationFile(purpose, file) });
}
