import {
  DATE_FIELDS,
  DOCUMENT_TYPES,
  END_DATE_FIELDS,
  type FilePurpose,
  type IdentityProvider,
  type ProviderSessionView,
  type RejectionReason,
  type VERIFICATION_DECISIONS,
  type VerificationFileView,
  type VerificationQueueItem,
  type VerificationSubmissionView,
  type VerificationView,
} from '@arenabet/contracts/verification';
import {
  checkDocumentImage,
  DOCUMENT_IMAGE_MEDIA_TYPES,
} from '@arenabet/domain/verification/document-image';
import {
  ANOTHER_DOCUMENT_REASON,
  ageOn,
  verificationStanding,
} from '@arenabet/domain/verification/status';
import { stripImageMetadata } from '@arenabet/domain/verification/strip-metadata';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { FileStore } from './file-store.ts';
import type { IdentityProviderClient, SessionStart } from './identity-providers.ts';
import {
  identitySessions,
  verificationFiles,
  verificationSubmissions,
  verifiedIdentities,
} from './schema.ts';

type SubmissionRow = typeof verificationSubmissions.$inferSelect;
type FileRow = typeof verificationFiles.$inferSelect;
type Decision = (typeof VERIFICATION_DECISIONS)[number];

export interface DocumentInput {
  docType: number;
  fields: Record<string, string>;
  fileIds: readonly string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Identity and age verification (issue 16): pictures checked by their content and stored
 * without metadata under their hash, documents and selfies an operator decides on, and the
 * outside providers (Smart-ID, Mobile-ID) behind one interface.
 */
export class VerificationService {
  private readonly providers = new Map<IdentityProvider, IdentityProviderClient>();

  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
    private readonly store: FileStore,
    providers: readonly IdentityProviderClient[],
  ) {
    for (const provider of providers) this.providers.set(provider.id, provider);
  }

  /** A picture taken by its bytes: refused with the reason, or stored without its metadata. */
  async upload(playerId: number, purpose: FilePurpose, bytes: Uint8Array): Promise<FileRow> {
    const checked = checkDocumentImage(bytes);
    if ('problem' in checked) {
      if (checked.problem === 'document_file_too_large') {
        throw new AppError(413, checked.problem);
      }
      throw badRequest('validation_failed', { file: [checked.problem] });
    }
    const kept = stripImageMetadata(bytes, checked.type);
    const sha256 = await this.store.put(kept);
    const values = {
      playerId,
      purpose,
      sha256,
      mediaType: DOCUMENT_IMAGE_MEDIA_TYPES[checked.type],
      bytes: kept.length,
      width: checked.width,
      height: checked.height,
      uploadedAt: this.deps.clock.now(),
    };
    await this.deps.db.insert(verificationFiles).values(values).onConflictDoNothing();
    const [row] = await this.deps.db
      .select()
      .from(verificationFiles)
      .where(
        and(
          eq(verificationFiles.playerId, playerId),
          eq(verificationFiles.purpose, purpose),
          eq(verificationFiles.sha256, sha256),
        ),
      );
    if (!row) throw new Error('the uploaded file was not recorded');
    return row;
  }

  /** A file's bytes: the player's own, or any for the back office (`playerId` null). */
  async fileBytes(fileId: string, playerId: number | null) {
    const [row] = await this.deps.db
      .select()
      .from(verificationFiles)
      .where(eq(verificationFiles.id, fileId));
    if (!row || (playerId !== null && row.playerId !== playerId)) {
      throw notFound('verification_file_unknown');
    }
    const bytes = await this.store.get(row.sha256);
    if (!bytes) throw notFound('verification_file_unknown');
    return { bytes, mediaType: row.mediaType };
  }

  /** Verified and not expired: one read of the player's verified identity. */
  async isVerified(playerId: number): Promise<boolean> {
    const [identity] = await this.deps.db
      .select({ expiresOn: verifiedIdentities.expiresOn })
      .from(verifiedIdentities)
      .where(eq(verifiedIdentities.playerId, playerId));
    if (!identity) return false;
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    return identity.expiresOn === null || identity.expiresOn >= today;
  }

  async state(playerId: number): Promise<VerificationView> {
    const standing = await this.standing(playerId);
    const settings = await this.deps.siteSettings();
    return {
      status: standing.status,
      verifiedBy: (standing.identity?.verifiedBy as VerificationView['verifiedBy']) ?? null,
      verifiedAt: standing.identity?.verifiedAt.toISOString() ?? null,
      reason: standing.reason,
      faceRequired: standing.faceRequired,
      submissions: standing.submissions.map(submissionView),
      documentTypes: await this.documentTypes(),
      providers: [...this.providers.keys()],
      requiredToPlay: settings?.responsible.rules.verifyBeforePlay ?? true,
      requiredToWithdraw: settings?.payments.withdrawalVerifiedOnly ?? false,
    };
  }

  async submitDocument(playerId: number, input: DocumentInput): Promise<void> {
    const type = (await this.documentTypes()).find((known) => known.id === input.docType);
    if (!type)
      throw badRequest('validation_failed', { doc_type: ['verification_document_type_unknown'] });
    const errors = fieldErrors(type.fields, input.fields);
    const files = await this.ownFiles(playerId, input.fileIds, 'document');
    if (files.length !== new Set(input.fileIds).size)
      errors.file_ids = ['verification_file_unknown'];
    if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
    if (await this.isVerified(playerId)) throw conflict('verification_approved');
    const fields = Object.fromEntries(
      type.fields.map((field) => [field, input.fields[field] ?? '']),
    );
    await this.insertPending(playerId, {
      kind: 'document',
      docType: type.id,
      fields,
      fileIds: [...new Set(input.fileIds)],
    });
  }

  async submitFace(playerId: number, fileId: string): Promise<void> {
    const [file] = await this.ownFiles(playerId, [fileId], 'selfie');
    if (!file) throw badRequest('validation_failed', { file_id: ['verification_file_unknown'] });
    const standing = await this.standing(playerId);
    if (standing.status === 'approved') throw conflict('verification_approved');
    if (!standing.faceRequired) throw conflict('verification_face_needs_document');
    await this.insertPending(playerId, {
      kind: 'face',
      docType: null,
      fields: {},
      fileIds: [fileId],
    });
  }

  async startSession(
    playerId: number,
    providerId: IdentityProvider,
    input: SessionStart,
  ): Promise<ProviderSessionView> {
    const provider = this.provider(providerId);
    if (providerId === 'mobile_id' && !input.phone) {
      throw badRequest('validation_failed', { phone: ['required'] });
    }
    if (await this.isVerified(playerId)) throw conflict('verification_approved');
    const { verificationCode } = provider.start(input);
    const [row] = await this.deps.db
      .insert(identitySessions)
      .values({
        playerId,
        provider: providerId,
        country: input.country,
        personalCode: input.personalCode,
        verificationCode,
        startedAt: this.deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('the identity session was not recorded');
    return {
      sessionId: row.id,
      provider: providerId,
      verificationCode,
      state: 'running',
      result: null,
    };
  }

  /** A session's state; the first time it completes ok, the identity is verified by it. */
  async session(
    playerId: number,
    providerId: IdentityProvider,
    sessionId: string,
  ): Promise<ProviderSessionView> {
    const provider = this.provider(providerId);
    const [row] = /^[0-9a-f-]{36}$/.test(sessionId)
      ? await this.deps.db.select().from(identitySessions).where(eq(identitySessions.id, sessionId))
      : [];
    if (!row || row.playerId !== playerId || row.provider !== providerId) {
      throw notFound('verification_provider_session_unknown');
    }
    const now = this.deps.clock.now();
    const outcome = provider.outcome(row, now);
    if (outcome.result === 'ok' && outcome.birthday) {
      await this.verifyByProvider(playerId, providerId, outcome.birthday);
    }
    return {
      sessionId: row.id,
      provider: providerId,
      verificationCode: row.verificationCode,
      state: outcome.state,
      result: outcome.result,
    };
  }

  /** Submissions waiting for an operator, oldest first. */
  async queue(): Promise<VerificationQueueItem[]> {
    const rows = await this.deps.db
      .select()
      .from(verificationSubmissions)
      .where(eq(verificationSubmissions.status, 'pending'))
      .orderBy(asc(verificationSubmissions.submittedAt))
      .limit(200);
    return Promise.all(rows.map((row) => this.queueItem(row)));
  }

  async decide(
    operatorId: number,
    submissionId: number,
    decision: Decision,
    reason: RejectionReason | undefined,
    note: string | undefined,
  ): Promise<VerificationQueueItem> {
    if (decision === 'reject' && !reason)
      throw badRequest('validation_failed', { reason: ['required'] });
    const now = this.deps.clock.now();
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const decidedReason =
      decision === 'approve'
        ? null
        : decision === 'request_another'
          ? ANOTHER_DOCUMENT_REASON
          : reason;
    // Decided once: a second operator's click finds the row decided and changes nothing.
    const [decided] = await this.deps.db
      .update(verificationSubmissions)
      .set({
        status,
        reason: decidedReason ?? null,
        decidedAt: now,
        decidedBy: operatorId,
        note: note ?? null,
      })
      .where(
        and(
          eq(verificationSubmissions.id, submissionId),
          eq(verificationSubmissions.status, 'pending'),
        ),
      )
      .returning();
    if (!decided) {
      const [exists] = await this.deps.db
        .select({ id: verificationSubmissions.id })
        .from(verificationSubmissions)
        .where(eq(verificationSubmissions.id, submissionId));
      throw exists ? conflict('verification_decided') : notFound('verification_submission_unknown');
    }
    if (status === 'approved') await this.verifyIfComplete(decided.playerId);
    await this.tellPlayer(decided);
    return this.queueItem(decided);
  }

  private async standing(playerId: number) {
    const [identity] = await this.deps.db
      .select()
      .from(verifiedIdentities)
      .where(eq(verifiedIdentities.playerId, playerId));
    const submissions = await this.deps.db
      .select()
      .from(verificationSubmissions)
      .where(eq(verificationSubmissions.playerId, playerId))
      .orderBy(desc(verificationSubmissions.submittedAt), desc(verificationSubmissions.id));
    const facts = submissions.map((row) => ({
      kind: row.kind as 'document' | 'face',
      status: row.status as 'pending' | 'approved' | 'rejected',
      reason: row.reason,
      submittedAt: row.submittedAt,
    }));
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const standing = verificationStanding(identity ?? null, facts, today);
    return { ...standing, identity, submissions };
  }

  /** The document types offered, with the fields the configuration asks of each. */
  private async documentTypes() {
    const configured = (await this.deps.siteSettings())?.office.requiredFieldsByDocType ?? [];
    return DOCUMENT_TYPES.map((type) => ({
      id: type.id,
      key: type.key,
      fields: configured.find((entry) => entry.docType === type.id)?.fields ?? [...type.fields],
      pages: type.pages,
    }));
  }

  private async ownFiles(playerId: number, ids: readonly string[], purpose: FilePurpose) {
    const wellFormed = ids.filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (wellFormed.length === 0) return [];
    return this.deps.db
      .select()
      .from(verificationFiles)
      .where(
        and(
          inArray(verificationFiles.id, wellFormed),
          eq(verificationFiles.playerId, playerId),
          eq(verificationFiles.purpose, purpose),
        ),
      );
  }

  private async insertPending(
    playerId: number,
    submission: Pick<SubmissionRow, 'kind' | 'docType' | 'fields' | 'fileIds'>,
  ): Promise<void> {
    const [made] = await this.deps.db
      .insert(verificationSubmissions)
      .values({ playerId, ...submission, submittedAt: this.deps.clock.now() })
      // The partial unique index keeps one pending submission of a kind, whatever the race.
      .onConflictDoNothing()
      .returning({ id: verificationSubmissions.id });
    if (!made) throw conflict('verification_pending');
  }

  /** A document and a selfie both approved: the identity is verified until the document ends. */
  private async verifyIfComplete(playerId: number): Promise<void> {
    const standing = await this.standing(playerId);
    const latest = (kind: string) => standing.submissions.find((row) => row.kind === kind);
    const document = latest('document');
    const face = latest('face');
    if (document?.status !== 'approved' || face?.status !== 'approved') return;
    if (face.submittedAt < document.submittedAt) return;
    const endField = END_DATE_FIELDS.find((field) => document.fields[field]);
    await this.deps.db
      .insert(verifiedIdentities)
      .values({
        playerId,
        verifiedBy: 'manual',
        verifiedAt: this.deps.clock.now(),
        expiresOn: endField ? (document.fields[endField] ?? null) : null,
      })
      .onConflictDoNothing();
  }

  /** A provider vouched for the person: verified if of age, refused as under age if not. */
  private async verifyByProvider(playerId: number, provider: IdentityProvider, birthday: string) {
    const now = this.deps.clock.now();
    const minimumAge = (await this.deps.siteSettings())?.minimumAge ?? 18;
    if (ageOn(birthday, now.toISOString().slice(0, 10)) < minimumAge) {
      const standing = await this.standing(playerId);
      if (standing.reason === 'verification_reason_underage') return;
      await this.deps.db.insert(verificationSubmissions).values({
        playerId,
        kind: 'document',
        fileIds: [],
        status: 'rejected',
        reason: 'verification_reason_underage',
        submittedAt: now,
        decidedAt: now,
      });
      return;
    }
    await this.deps.db
      .insert(verifiedIdentities)
      .values({ playerId, verifiedBy: provider, verifiedAt: now, birthday })
      .onConflictDoNothing();
  }

  private async queueItem(row: SubmissionRow): Promise<VerificationQueueItem> {
    const player = await this.services.players.byId(row.playerId);
    return {
      playerId: row.playerId,
      name: player?.name ?? null,
      surname: player?.surname ?? null,
      birthday: player?.birthday ?? null,
      submission: submissionView(row),
    };
  }

  /** The player is told by message as well as in the office. */
  private async tellPlayer(decided: SubmissionRow): Promise<void> {
    const player = await this.services.players.byId(decided.playerId);
    const recipient = player?.email ?? player?.phone;
    if (!player || !recipient) return;
    const texts = await this.services.translations.dictionary(await this.deps.defaultLanguage());
    const text = (key: string) => texts?.entries[key] ?? key;
    const body =
      decided.status === 'approved'
        ? (await this.isVerified(decided.playerId))
          ? text('verification_message_approved')
          : null
        : decided.reason === ANOTHER_DOCUMENT_REASON
          ? text('verification_message_another')
          : text('verification_message_rejected').replace('{{reason}}', text(decided.reason ?? ''));
    if (!body) return;
    await this.services.outbox.send({
      channel: player.email ? 'email' : 'sms',
      recipient,
      purpose: 'verification_decision',
      subject: text('verification_message_subject'),
      body,
      playerId: player.id,
    });
  }

  private provider(id: IdentityProvider): IdentityProviderClient {
    const provider = this.providers.get(id);
    if (!provider) throw notFound('verification_provider_unknown');
    return provider;
  }
}

function fieldErrors(required: readonly string[], given: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const field of required) {
    const value = given[field]?.trim() ?? '';
    if (value === '') errors[`fields.${field}`] = ['required'];
    else if ((DATE_FIELDS as readonly string[]).includes(field) && !isCalendarDate(value)) {
      errors[`fields.${field}`] = ['validation_invalid_format'];
    }
  }
  return errors;
}

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function fileView(row: FileRow): VerificationFileView {
  return {
    id: row.id,
    purpose: row.purpose as FilePurpose,
    mediaType: row.mediaType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

function submissionView(row: SubmissionRow): VerificationSubmissionView {
  return {
    id: row.id,
    kind: row.kind as VerificationSubmissionView['kind'],
    docType: row.docType,
    fields: row.fields,
    fileIds: row.fileIds,
    status: row.status as VerificationSubmissionView['status'],
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
