import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Identity verification. The pictures themselves live outside the database, under the hash
 * of their content (file-store.ts); these rows say whose they are and what was decided.
 */

/** An uploaded picture, metadata stripped: a page of a document or a selfie. */
export const verificationFiles = pgTable(
  'verification_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').notNull(),
    purpose: text('purpose').notNull(),
    /** SHA-256 of the stored bytes, hex: the file's name in the store. */
    sha256: text('sha256').notNull(),
    mediaType: text('media_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The same picture sent twice is one file.
    uniqueIndex('verification_files_content').on(table.playerId, table.purpose, table.sha256),
    check('verification_files_purpose', sql`${table.purpose} in ('document', 'selfie')`),
    check('verification_files_sha256', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A document or a selfie sent for review, and the operator's decision. */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    kind: text('kind').notNull(),
    docType: integer('doc_type'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    note: text('note'),
  },
  (table) => [
    index('verification_submissions_player').on(table.playerId, table.submittedAt),
    index('verification_submissions_queue').on(table.status, table.submittedAt),
    // One submission of a kind waits at a time per player.
    uniqueIndex('verification_submissions_one_pending')
      .on(table.playerId, table.kind)
      .where(sql`${table.status} = 'pending'`),
    check('verification_submissions_kind', sql`${table.kind} in ('document', 'face')`),
    check(
      'verification_submissions_status',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      'verification_submissions_decided',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);

/** A player whose identity and age are verified: by the review, or by an outside provider. */
export const verifiedIdentities = pgTable(
  'verified_identities',
  {
    playerId: integer('player_id').primaryKey(),
    verifiedBy: text('verified_by').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    /** The document's end date: the verification expires with it. */
    expiresOn: date('expires_on', { mode: 'string' }),
    birthday: date('birthday', { mode: 'string' }),
  },
  (table) => [
    check(
      'verified_identities_by',
      sql`${table.verifiedBy} in ('manual', 'smart_id', 'mobile_id')`,
    ),
  ],
);

/** A Smart-ID or Mobile-ID authentication, as the simulated provider runs it. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id').notNull(),
    provider: text('provider').notNull(),
    country: text('country').notNull(),
    personalCode: text('personal_code').notNull(),
    verificationCode: text('verification_code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('identity_sessions_player').on(table.playerId),
    check('identity_sessions_provider', sql`${table.provider} in ('smart_id', 'mobile_id')`),
  ],
);
