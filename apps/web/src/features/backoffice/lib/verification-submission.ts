import { DOCUMENT_TYPES, type VerificationQueueItem } from '@arenabet/contracts/verification';

/** The player's name as their account has it, or null where they gave none. */
export function playerName(item: Pick<VerificationQueueItem, 'name' | 'surname'>): string | null {
  const name = [item.name, item.surname].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** What the submission is, as a dictionary key: the document's type, or the face check's selfie. */
export function submissionTitleKey(item: Pick<VerificationQueueItem, 'submission'>): string {
  if (item.submission.kind === 'face') return 'backoffice_verification_face';
  const type = DOCUMENT_TYPES.find((candidate) => candidate.id === item.submission.docType);
  return type ? `verification_doc_${type.key}` : 'backoffice_verification_document';
}

/**
 * The fields in the order the document prints them (its type's list), then any others: the
 * operator reads them down the page beside the photo.
 */
export function orderedFields(
  submission: Pick<VerificationQueueItem['submission'], 'docType' | 'fields'>,
): [string, string][] {
  const order: readonly string[] =
    DOCUMENT_TYPES.find((type) => type.id === submission.docType)?.fields ?? [];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(submission.fields).sort(([a], [b]) => rank(a) - rank(b));
}
