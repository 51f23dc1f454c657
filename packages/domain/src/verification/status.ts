import type { RejectionReason, VerificationStatus } from '@arenabet/contracts/verification';

/*
 * Where a player's identity stands, from what was decided: verified (until the document's end
 * date), or the state of the document and the selfie under review. A document alone does not
 * verify: an operator also compares the selfie with it.
 */

export interface SubmissionFacts {
  kind: 'document' | 'face';
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  submittedAt: Date;
}

export interface IdentityFacts {
  /** The document's end date (YYYY-MM-DD); null when it has none or a provider verified. */
  expiresOn: string | null;
}

export interface VerificationStanding {
  status: VerificationStatus;
  reason: string | null;
  /** The selfie is still to be sent: the document is approved or waiting, no face check is. */
  faceRequired: boolean;
}

export const ANOTHER_DOCUMENT_REASON = 'verification_reason_another_document';
export type DecisionReason = RejectionReason | typeof ANOTHER_DOCUMENT_REASON;

function latest(submissions: readonly SubmissionFacts[], kind: SubmissionFacts['kind']) {
  let found: SubmissionFacts | undefined;
  for (const submission of submissions) {
    if (submission.kind !== kind) continue;
    if (!found || submission.submittedAt > found.submittedAt) found = submission;
  }
  return found;
}

/** `today`: the date in UTC, YYYY-MM-DD; a document valid through a day expires after it. */
export function verificationStanding(
  identity: IdentityFacts | null,
  submissions: readonly SubmissionFacts[],
  today: string,
): VerificationStanding {
  if (identity) {
    const expired = identity.expiresOn !== null && identity.expiresOn < today;
    return { status: expired ? 'expired' : 'approved', reason: null, faceRequired: false };
  }
  const document = latest(submissions, 'document');
  const face = latest(submissions, 'face');
  if (!document) return { status: 'not_started', reason: null, faceRequired: false };
  if (document.status === 'rejected') {
    return { status: 'rejected', reason: document.reason, faceRequired: false };
  }
  const faceRequired = face === undefined || face.submittedAt < document.submittedAt;
  if (!faceRequired && face?.status === 'rejected') {
    return { status: 'rejected', reason: face.reason, faceRequired: true };
  }
  return { status: 'pending', reason: null, faceRequired };
}

/** Whole years between a date of birth and a day, both YYYY-MM-DD. */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
