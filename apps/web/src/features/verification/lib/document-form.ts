import { DATE_FIELDS, type VerificationView } from '@arenabet/contracts/verification';

export type DocumentType = VerificationView['documentTypes'][number];

/** A page of the document: the chosen picture and, once uploaded, the server's file id. */
export interface DocumentPage {
  file: File;
  fileId: string | null;
}

const DATES: ReadonlySet<string> = new Set(DATE_FIELDS);

/** Date fields take the browser's date picker, whose value is the server's YYYY-MM-DD. */
export const isDateField = (field: string) => DATES.has(field);

/** The dictionary key of a field's label; the configuration may name fields of its own. */
export const fieldLabelKey = (field: string) => `verification_field_${field}`;

export const documentTypeKey = (type: Pick<DocumentType, 'key'>) => `verification_doc_${type.key}`;

/** The fields of the type still empty: the form names them before anything is sent. */
export function missingFields(
  type: Pick<DocumentType, 'fields'>,
  values: Record<string, string>,
): string[] {
  return type.fields.filter((field) => (values[field] ?? '').trim() === '');
}

/** The values the server is sent: the type's own fields, trimmed, nothing left from another. */
export function fieldsOf(
  type: Pick<DocumentType, 'fields'>,
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(type.fields.map((field) => [field, (values[field] ?? '').trim()]));
}

/** Every page the type needs is chosen and uploaded. */
export function pagesReady(
  type: Pick<DocumentType, 'pages'>,
  pages: readonly (DocumentPage | null)[],
): boolean {
  const needed = pages.slice(0, type.pages);
  return needed.length === type.pages && needed.every((page) => page?.fileId);
}
