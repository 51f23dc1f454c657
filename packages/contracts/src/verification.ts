/*
 * Identity verification (spec 000: /verification-api, smart-id and mobile-id). The spec names
 * the calls, not their shapes, so these are ours, JSON:API as the site's own calls are, except
 * the upload (multipart, the file and what it is for) and a file's bytes.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idParam, requiredText } from './primitives.ts';

export const VERIFICATION_ROOT = '/verification-api';

/** Where the player's identity stands (issue 16). */
export const VERIFICATION_STATUSES = [
  'not_started',
  'pending',
  'approved',
  'rejected',
  'expired',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What an uploaded file is for: a page of a document, or a selfie for the face check. */
export const FILE_PURPOSES = ['document', 'selfie'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * The documents the site takes, by the ids the configuration's `required_field_by_doc_type`
 * names, with the fields each needs where the configuration sets none and the pages to photograph.
 */
export const DOCUMENT_TYPES = [
  {
    id: 1,
    key: 'passport',
    fields: ['passport_series', 'passport_number', 'passport_date'],
    pages: 1,
  },
  { id: 2, key: 'foreign_passport', fields: ['passport_number', 'passport_end_date'], pages: 1 },
  { id: 3, key: 'id_card', fields: ['document_number', 'document_end_date'], pages: 2 },
  { id: 4, key: 'driving_licence', fields: ['document_number', 'document_end_date'], pages: 2 },
] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[number]['id'];

/** Fields that hold a date (YYYY-MM-DD); an end date past makes an approval expire. */
export const DATE_FIELDS = ['passport_date', 'passport_end_date', 'document_end_date'] as const;
export const END_DATE_FIELDS = ['passport_end_date', 'document_end_date'] as const;

/** Why an operator turns a submission down, as dictionary keys. */
export const REJECTION_REASONS = [
  'verification_reason_unreadable',
  'verification_reason_expired',
  'verification_reason_mismatch',
  'verification_reason_not_accepted',
  'verification_reason_face_mismatch',
  'verification_reason_underage',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** An operator's decision: approve, reject with a reason, or ask for another document. */
export const VERIFICATION_DECISIONS = ['approve', 'reject', 'request_another'] as const;

/** The outside identity providers behind the provider interface, beside the manual review. */
export const IDENTITY_PROVIDERS = ['smart_id', 'mobile_id'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

const instant = z.string();

export const verificationFile = z.object({
  id: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  mediaType: z.string(),
  bytes: z.int(),
  width: z.int(),
  height: z.int(),
  uploadedAt: instant,
});
export type VerificationFileView = z.infer<typeof verificationFile>;

export const verificationSubmission = z.object({
  id: z.int(),
  kind: z.enum(['document', 'face']),
  /** The document's type; null for the face check. */
  docType: z.nullable(z.int()),
  fields: z.record(z.string(), z.string()),
  fileIds: z.array(z.string()),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.nullable(z.string()),
  submittedAt: instant,
  decidedAt: z.nullable(instant),
});
export type VerificationSubmissionView = z.infer<typeof verificationSubmission>;

export const verificationView = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** How the identity was verified, once it is: the manual review or a provider. */
  verifiedBy: z.nullable(z.enum(['manual', ...IDENTITY_PROVIDERS])),
  verifiedAt: z.nullable(instant),
  /** The reason of the last refusal, while the status is rejected. */
  reason: z.nullable(z.string()),
  /** Whether the face check (a selfie an operator compares) is still to be done. */
  faceRequired: z.boolean(),
  submissions: z.array(verificationSubmission),
  documentTypes: z.array(
    z.object({ id: z.int(), key: z.string(), fields: z.array(z.string()), pages: z.int() }),
  ),
  providers: z.array(z.enum(IDENTITY_PROVIDERS)),
  /** Whether the jurisdiction asks for it before deposits and play (`verify_before_play`). */
  requiredToPlay: z.boolean(),
  /** Whether withdrawals wait for it (`withdrawal_verified_only`). */
  requiredToWithdraw: z.boolean(),
});
export type VerificationView = z.infer<typeof verificationView>;

const fieldValue = z.string().check(z.trim(), z.maxLength(60, 'max_symbols_limit'));

export const documentSubmission = z.object({
  doc_type: z.int(),
  fields: z.record(z.string().check(z.maxLength(40)), fieldValue),
  file_ids: z
    .array(z.string().check(z.maxLength(64)))
    .check(z.minLength(1, 'required'), z.maxLength(4)),
});

export const faceSubmission = z.object({ file_id: z.string().check(z.maxLength(64)) });

export const providerSessionStart = z.object({
  /** The national identity number (isikukood and the like). */
  personal_code: z.string().check(z.trim(), z.regex(/^\d{6,20}$/, 'validation_invalid_format')),
  /** ISO 3166 alpha-2: EE, LV, LT. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'validation_invalid_format')),
  /** Mobile-ID signs with the phone; Smart-ID with the app, and needs none. */
  phone: z.optional(z.string().check(z.regex(/^\+?\d{7,15}$/, 'validation_invalid_format'))),
});

export const providerSession = z.object({
  sessionId: z.string(),
  provider: z.enum(IDENTITY_PROVIDERS),
  /** The four digits the player compares with the ones the app or phone shows. */
  verificationCode: z.string(),
  state: z.enum(['running', 'complete']),
  /** When complete: ok, or why not. */
  result: z.nullable(z.enum(['ok', 'user_refused', 'timeout', 'not_found'])),
});
export type ProviderSessionView = z.infer<typeof providerSession>;

export const verificationQueueItem = z.object({
  playerId: z.int(),
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  submission: verificationSubmission,
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;

const TAG = 'Identity verification';
const providerParams = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  sessionId: z.string().check(z.maxLength(64)),
});

export const verificationCalls = {
  state: defineCall({
    method: 'GET',
    path: `${VERIFICATION_ROOT}/documents`,
    summary: "The player's verification: status, submissions, document types and providers",
    tag: TAG,
    access: 'player',
    response: resource('verification', verificationView),
  }),
  verify: defineCall({
    method: 'POST',
    path: `${VERIFICATION_ROOT}/verify`,
    summary: 'Submit a document: its type, the fields it needs and its uploaded pages',
    description:
      'Pending until an operator decides. 400 validation_errors on doc_type, fields.<name> ' +
      '(required, validation_invalid_format) and file_ids; 409 verification_pending while ' +
      'another waits; 409 verification_approved once verified.',
    tag: TAG,
    access: 'player',
    body: resourceBody(documentSubmission),
    response: resource('verification', verificationView),
  }),
  face: defineCall({
    method: 'POST',
    path: `${VERIFICATION_ROOT}/face`,
    summary: 'Submit a selfie for the face check, which an operator compares with the document',
    tag: TAG,
    access: 'player',
    body: resourceBody(faceSubmission),
    response: resource('verification', verificationView),
  }),
  startProviderSession: defineCall({
    method: 'POST',
    path: `${VERIFICATION_ROOT}/{provider}/authentication`,
    summary: 'Start a Smart-ID or Mobile-ID authentication; answers the verification code',
    description:
      'The player confirms on the app or phone after checking the code; poll the session. ' +
      'A completed ok verifies the identity.',
    tag: TAG,
    access: 'player',
    params: z.object({ provider: z.enum(IDENTITY_PROVIDERS) }),
    body: resourceBody(providerSessionStart),
    response: resource('provider-session', providerSession),
  }),
  providerSession: defineCall({
    method: 'GET',
    path: `${VERIFICATION_ROOT}/{provider}/session/{sessionId}`,
    summary: 'The state of a Smart-ID or Mobile-ID session: running, or complete with its result',
    tag: TAG,
    access: 'player',
    params: providerParams,
    response: resource('provider-session', providerSession),
  }),
  queue: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/verification',
    summary: 'Submissions waiting for a decision, oldest first',
    tag: 'backoffice',
    access: 'operator',
    response: resource('verification-queue', z.object({ items: z.array(verificationQueueItem) })),
  }),
  decide: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/verification/{submissionId}/decision',
    summary: 'Approve a submission, reject it with a reason, or ask for another document',
    description:
      'The player is told in the office and by message. 400 validation_errors on reason ' +
      '(required for reject); 404 verification_submission_unknown; 409 verification_decided.',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ submissionId: idParam }),
    body: resourceBody(
      z.object({
        decision: z.enum(VERIFICATION_DECISIONS),
        reason: z.optional(z.enum(REJECTION_REASONS)),
        note: z.optional(requiredText(500)),
      }),
    ),
    response: resource('verification-queue-item', verificationQueueItem),
  }),
};

const fileParams = z.object({ fileId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'not_found')) });

/** Files: multipart in, bytes out. The picture is checked by its content, never its name. */
export const verificationFileCalls = {
  upload: defineCall({
    method: 'POST',
    path: `${VERIFICATION_ROOT}/upload`,
    summary: 'Upload a photo of a document page or a selfie (PNG, JPEG or WebP, at most 10 MB)',
    description:
      'multipart/form-data with the fields `purpose` (document or selfie) and `file`. The type ' +
      'is read from the bytes; metadata (EXIF, XMP, text chunks) is stripped before storing ' +
      'under the content hash. 400 validation_errors on file (document_file_type, ' +
      'document_image_too_large, document_image_too_small, required); 413 ' +
      'document_file_too_large.',
    tag: TAG,
    access: 'player',
    requestMediaType: 'multipart/form-data',
    body: z.object({ purpose: z.enum(FILE_PURPOSES), file: z.unknown() }),
    successStatus: 201,
    response: resource('verification-file', verificationFile),
  }),
  file: defineCall({
    method: 'GET',
    path: `${VERIFICATION_ROOT}/files/{fileId}`,
    summary: "One of the player's own uploaded files, as stored (metadata stripped)",
    tag: TAG,
    access: 'player',
    params: fileParams,
    mediaType: 'image/*',
    response: z.unknown(),
  }),
  backofficeFile: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/verification/files/{fileId}',
    summary: "Any player's uploaded file, for the operator's document viewer",
    tag: 'backoffice',
    access: 'operator',
    params: fileParams,
    mediaType: 'image/*',
    response: z.unknown(),
  }),
};
