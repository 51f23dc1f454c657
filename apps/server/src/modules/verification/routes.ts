import {
  verificationCalls as calls,
  type FilePurpose,
  verificationFileCalls as fileCalls,
} from '@arenabet/contracts/verification';
import { DOCUMENT_IMAGE_RULES } from '@arenabet/domain/verification/document-image';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { signedIn } from '../operators/routes.ts';
import { fileView, type VerificationService } from './service.ts';

export function verificationRoutes(app: FastifyInstance, verification: VerificationService): void {
  const answerFor = async (playerId: number) => ({
    data: {
      type: 'verification' as const,
      id: String(playerId),
      attributes: await verification.state(playerId),
    },
  });

  registerCall(app, calls.state, ({ request }) => answerFor(currentPlayer(request).playerId));

  registerCall(app, calls.verify, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { doc_type, fields, file_ids } = body.data.attributes;
    await verification.submitDocument(playerId, { docType: doc_type, fields, fileIds: file_ids });
    return answerFor(playerId);
  });

  registerCall(app, calls.face, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await verification.submitFace(playerId, body.data.attributes.file_id);
    return answerFor(playerId);
  });

  registerCall(app, calls.startProviderSession, async ({ params, body, request }) => {
    const { playerId } = currentPlayer(request);
    const { personal_code, country, phone } = body.data.attributes;
    const started = await verification.startSession(playerId, params.provider, {
      personalCode: personal_code,
      country,
      phone,
    });
    return {
      data: { type: 'provider-session' as const, id: started.sessionId, attributes: started },
    };
  });

  registerCall(app, calls.providerSession, async ({ params, request }) => {
    const { playerId } = currentPlayer(request);
    const session = await verification.session(playerId, params.provider, params.sessionId);
    return {
      data: { type: 'provider-session' as const, id: session.sessionId, attributes: session },
    };
  });

  registerCall(app, calls.queue, async () => ({
    data: {
      type: 'verification-queue' as const,
      id: 'pending',
      attributes: { items: await verification.queue() },
    },
  }));

  registerCall(app, calls.decide, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const { decision, reason, note } = body.data.attributes;
    const item = await verification.decide(operatorId, params.submissionId, decision, reason, note);
    return {
      data: {
        type: 'verification-queue-item' as const,
        id: String(item.submission.id),
        attributes: item,
      },
    };
  });

  registerCall(app, fileCalls.file, async ({ params, request, reply }) => {
    const file = await verification.fileBytes(params.fileId, currentPlayer(request).playerId);
    return sendPicture(reply, file);
  });

  registerCall(app, fileCalls.backofficeFile, async ({ params, reply }) =>
    sendPicture(reply, await verification.fileBytes(params.fileId, null)),
  );

  app.register(async (scope) => uploadRoute(scope, verification));
}

/**
 * The upload in a scope of its own, where multipart bodies are read: one file, held in memory
 * up to the document limit and refused past it before it is all read.
 */
async function uploadRoute(scope: FastifyInstance, verification: VerificationService) {
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: DOCUMENT_IMAGE_RULES.maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 64,
    },
    async onFile(part: MultipartFile & { value?: unknown }) {
      try {
        part.value = await part.toBuffer();
      } catch {
        throw new AppError(413, 'document_file_too_large');
      }
    },
  });
  registerCall(scope, fileCalls.upload, async ({ body, request, reply }) => {
    const { playerId } = currentPlayer(request);
    const { purpose, file } = uploadParts(body);
    const row = await verification.upload(playerId, purpose, file);
    reply.code(201);
    return { data: { type: 'verification-file' as const, id: row.id, attributes: fileView(row) } };
  });
}

/** The contract has read the purpose; the file must be a file part, not a text field. */
function uploadParts(body: { purpose: FilePurpose; file: unknown }) {
  if (!Buffer.isBuffer(body.file)) throw badRequest('validation_failed', { file: ['required'] });
  return { purpose: body.purpose, file: body.file };
}

function sendPicture(reply: FastifyReply, file: { bytes: Buffer; mediaType: string }) {
  return reply
    .code(200)
    .type(file.mediaType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
