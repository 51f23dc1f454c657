import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/** The server's own limit (10 MB); a larger file is refused here before it is sent. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the file picker offers; the server reads the type from the bytes, whatever the name. */
export const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp';

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Why a chosen file cannot be sent, as the server's own message key, or null. Only what the
 * browser can tell cheaply: the size, and a type that is plainly not a picture. A renamed file
 * gets past this and is refused by the server, which reads its bytes.
 */
export function fileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > MAX_FILE_BYTES) return i18nKey('document_file_too_large');
  if (file.type !== '' && !PICTURE_TYPES.has(file.type)) return i18nKey('document_file_type');
  return null;
}
