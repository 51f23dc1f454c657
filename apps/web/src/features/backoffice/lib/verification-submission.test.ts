import type { VerificationQueueItem } from '@arenabet/contracts/verification';
import { describe, expect, it } from 'vitest';
import { orderedFields, playerName, submissionTitleKey } from './verification-submission.ts';

const submission = (
  kind: 'document' | 'face',
  docType: number | null,
): VerificationQueueItem['submission'] => ({
  id: 7,
  kind,
  docType,
  fields: {},
  fileIds: [],
  status: 'pending',
  reason: null,
  submittedAt: '2025-01-01T00:00:00Z',
  decidedAt: null,
});

describe('a submission in the queue', () => {
  it('is named by its document type, or as the selfie of the face check', () => {
    expect(submissionTitleKey({ submission: submission('document', 3) })).toBe(
      'verification_doc_id_card',
    );
    expect(submissionTitleKey({ submission: submission('face', null) })).toBe(
      'backoffice_verification_face',
    );
    expect(submissionTitleKey({ submission: submission('document', 99) })).toBe(
      'backoffice_verification_document',
    );
  });

  it('shows the name the account has, or none', () => {
    expect(playerName({ name: 'Mari', surname: 'Tamm' })).toBe('Mari Tamm');
    expect(playerName({ name: null, surname: 'Tamm' })).toBe('Tamm');
    expect(playerName({ name: null, surname: null })).toBeNull();
  });

  it('lists the fields in the order the document prints them', () => {
    const fields = { passport_number: '2', passport_date: '3', passport_series: '1', extra: '4' };
    expect(orderedFields({ docType: 1, fields }).map(([field]) => field)).toEqual([
      'passport_series',
      'passport_number',
      'passport_date',
      'extra',
    ]);
  });
});
