import { describe, expect, it } from 'vitest';
import { ageOn, type SubmissionFacts, verificationStanding } from './status.ts';

const at = (day: number) => new Date(Date.UTC(2031, 0, day));
const doc = (status: SubmissionFacts['status'], day = 1, reason: string | null = null) =>
  ({ kind: 'document', status, reason, submittedAt: at(day) }) as const;
const face = (status: SubmissionFacts['status'], day = 2, reason: string | null = null) =>
  ({ kind: 'face', status, reason, submittedAt: at(day) }) as const;

describe('verificationStanding', () => {
  it('is not started before any document', () => {
    expect(verificationStanding(null, [], '2031-01-05').status).toBe('not_started');
    expect(verificationStanding(null, [face('pending')], '2031-01-05').status).toBe('not_started');
  });

  it('is pending while the document or the selfie waits, asking for the selfie until sent', () => {
    expect(verificationStanding(null, [doc('pending')], '2031-01-05')).toEqual({
      status: 'pending',
      reason: null,
      faceRequired: true,
    });
    expect(verificationStanding(null, [doc('approved'), face('pending')], '2031-01-05')).toEqual({
      status: 'pending',
      reason: null,
      faceRequired: false,
    });
  });

  it('is rejected with the reason of the document or of the selfie', () => {
    const rejected = verificationStanding(
      null,
      [doc('rejected', 1, 'verification_reason_unreadable')],
      '2031-01-05',
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'verification_reason_unreadable',
    });
    const face_ = verificationStanding(
      null,
      [doc('approved'), face('rejected', 2, 'verification_reason_face_mismatch')],
      '2031-01-05',
    );
    expect(face_).toMatchObject({ status: 'rejected', faceRequired: true });
    // A new document after a rejection is under review again.
    const again = verificationStanding(
      null,
      [doc('rejected', 1, 'verification_reason_unreadable'), doc('pending', 3)],
      '2031-01-05',
    );
    expect(again.status).toBe('pending');
  });

  it('is approved until the day after the document ends, then expired', () => {
    expect(verificationStanding({ expiresOn: '2031-03-01' }, [], '2031-03-01').status).toBe(
      'approved',
    );
    expect(verificationStanding({ expiresOn: '2031-03-01' }, [], '2031-03-02').status).toBe(
      'expired',
    );
    expect(verificationStanding({ expiresOn: null }, [], '2099-01-01').status).toBe('approved');
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday on the day counting', () => {
    expect(ageOn('2013-03-02', '2031-03-01')).toBe(17);
    expect(ageOn('2013-03-01', '2031-03-01')).toBe(18);
    expect(ageOn('2012-02-29', '2030-02-28')).toBe(17);
    expect(ageOn('2012-02-29', '2030-03-01')).toBe(18);
  });
});
