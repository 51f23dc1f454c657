import type { VerificationView } from '@arenabet/contracts/verification';

type Submission = VerificationView['submissions'][number];

/** The status's heading and its explanation, as dictionary keys. */
export const statusTitleKey = (status: VerificationView['status']) =>
  `verification_status_${status}`;
export const statusTextKey = (status: VerificationView['status']) =>
  `verification_status_${status}_text`;

/** Statuses that leave the player something to send: a first try, or another after a refusal. */
export function canSubmitDocument(view: Pick<VerificationView, 'status'>): boolean {
  return view.status === 'not_started' || view.status === 'rejected' || view.status === 'expired';
}

const pendingOf = (submissions: readonly Submission[], kind: Submission['kind']) =>
  submissions.some((submission) => submission.kind === kind && submission.status === 'pending');

/**
 * The selfie is asked for once a document has been sent (the server refuses it before) and
 * while no selfie waits for the operator already.
 */
export function canSubmitSelfie(
  view: Pick<VerificationView, 'faceRequired' | 'submissions'>,
): boolean {
  const documentSent = view.submissions.some(
    (submission) => submission.kind === 'document' && submission.status !== 'rejected',
  );
  return view.faceRequired && documentSent && !pendingOf(view.submissions, 'face');
}

export const facePending = (view: Pick<VerificationView, 'submissions'>) =>
  pendingOf(view.submissions, 'face');
