import type { VerificationView } from '@arenabet/contracts/verification';
import { describe, expect, it } from 'vitest';
import { canSubmitDocument, canSubmitSelfie } from './status-text.ts';

type Submission = VerificationView['submissions'][number];
const submission = (kind: Submission['kind'], status: Submission['status']): Submission => ({
  id: 1,
  kind,
  docType: kind === 'document' ? 1 : null,
  fields: {},
  fileIds: ['f'],
  status,
  reason: null,
  submittedAt: '2025-01-01T00:00:00Z',
  decidedAt: null,
});

describe('what the player can send', () => {
  it('a document before a first try and after a refusal or an expiry, never while one waits', () => {
    expect(canSubmitDocument({ status: 'not_started' })).toBe(true);
    expect(canSubmitDocument({ status: 'rejected' })).toBe(true);
    expect(canSubmitDocument({ status: 'expired' })).toBe(true);
    expect(canSubmitDocument({ status: 'pending' })).toBe(false);
    expect(canSubmitDocument({ status: 'approved' })).toBe(false);
  });

  it('a selfie only after a document, when the face check is asked and none waits', () => {
    const document = submission('document', 'pending');
    expect(canSubmitSelfie({ faceRequired: true, submissions: [] })).toBe(false);
    expect(canSubmitSelfie({ faceRequired: true, submissions: [document] })).toBe(true);
    expect(canSubmitSelfie({ faceRequired: false, submissions: [document] })).toBe(false);
    expect(
      canSubmitSelfie({
        faceRequired: true,
        submissions: [document, submission('face', 'pending')],
      }),
    ).toBe(false);
    expect(
      canSubmitSelfie({ faceRequired: true, submissions: [submission('document', 'rejected')] }),
    ).toBe(false);
  });
});
