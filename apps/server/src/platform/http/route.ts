import { type CallAccess, type CallContract, toRoutePattern } from '@arenabet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMPRESS_FROM_BYTES } from './compression.ts';
import { EncodedBody, encodingToSend, SMALLEST } from './encoded-body.ts';
import { AppError, badRequest } from './errors.ts';
import { type Credential, refuseForeignOrigin } from './origin-guard.ts';
import { markSignedIn } from './private-answers.ts';
import { toValidationErrors } from './validation.ts';

type Infer<T> = NonNullable<T> extends z.core.$ZodType ? z.output<NonNullable<T>> : undefined;

export interface CallInput<C extends CallContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already written as JSON. Hot calls whose answer changes only with a version
 * (configuration, dictionaries) serialise once per version instead of once per request.
 */
export class SerializedAnswer extends EncodedBody {
  constructor(readonly json: string) {
    super(json, SMALLEST);
  }
}

type Answer<C extends CallContract> = z.input<C['response']> | SerializedAnswer;

export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
) => Promise<Answer<C>> | Answer<C>;

/** Serialises an answer once per source object (which the service's cache keeps alive). */
export function memoizedAnswer<K extends object>(build: (source: K) => unknown) {
  const answers = new WeakMap<K, SerializedAnswer>();
  return (source: K): SerializedAnswer => {
    let answer = answers.get(source);
    if (!answer) {
      answer = new SerializedAnswer(JSON.stringify(build(source)));
      answers.set(source, answer);
    }
    return answer;
  };
}

/**
 * Checks who is calling and tells by which credential; throws 401/403. Modules that own
 * identities register one.
 */
export type AccessGuard = (request: FastifyRequest) => Promise<Credential>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call the app answers, for the OpenAPI document. */
    calls: CallContract[];
    accessGuards: Partial<Record<CallAccess, AccessGuard>>;
    /** Tests check every answer against its contract; production trusts the handlers. */
    validateResponses: boolean;
    /** The configured public address (PUBLIC_URL's origin), when there is one. */
    publicUrl: string | undefined;
  }
}

/**
 * Registers one call: parses params, query and body with the contract (bad input is a 400 with
 * `validation_errors`), checks access, runs the handler and answers with the contract's media type.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
): void {
  app.calls.push(contract);
  app.route({
    method: contract.method,
    url: toRoutePattern(contract.path),
    handler: async (request, reply) => {
      await guardAccess(app, contract.access, request);
      const input = {
        params: parsePart(contract.params, request.params, 'params'),
        query: parsePart(contract.query, request.query, 'query'),
        body: parsePart(contract.body, request.body ?? {}, 'body'),
        request,
        reply,
      } as CallInput<C>;
      // Set before the handler runs, so a handler may still choose another status.
      reply.code(contract.successStatus ?? 200).type(contract.mediaType ?? 'application/json');
      const result = await handler(input);
      // A handler that answered by itself (a 304, a stream) has nothing left to shape.
      if (reply.sent || result === reply) return reply;
      if (result instanceof SerializedAnswer) {
        if (app.validateResponses) assertResponse(contract, JSON.parse(result.json));
        return sendSerialized(request, reply, result);
      }
      if (app.validateResponses) assertResponse(contract, result);
      return result;
    },
  });
}

/**
 * A serialised answer in its smallest form once that is made (brotli 11: the dictionary goes out
 * in 25 KB where the compression plugin's fast level made 30 KB); until then, and for a client
 * that takes no encoding, as JSON, which the plugin compresses on its way out.
 */
function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  const encoding = encodingToSend(answer, request.headers['accept-encoding'], COMPRESS_FROM_BYTES);
  const ready = encoding && answer.ready(encoding);
  if (!encoding || !ready) {
    // Made once, off the event loop; a failure leaves the next request to try again.
    if (encoding) answer.encodedAs(encoding).catch(() => {});
    return reply.send(answer.json);
  }
  // Fastify names the charset of a string it sends, not of bytes: these are the JSON's UTF-8.
  const type = String(reply.getHeader('content-type'));
  if (!type.includes('charset')) reply.type(`${type}; charset=utf-8`);
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(ready);
}

async function guardAccess(app: FastifyInstance, access: CallAccess, request: FastifyRequest) {
  if (access === 'public') return;
  const guard = app.accessGuards[access];
  if (!guard) throw new AppError(401, 'auth_required');
  const credential = await guard(request);
  markSignedIn(request);
  // Every call a cookie signs in passes the one cross-site guard; bearer tokens cannot be
  // sent by another site's page.
  if (credential === 'cookie') refuseForeignOrigin(request, app.publicUrl);
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, root: string): unknown {
  if (!schema) return undefined;
  // The input on each issue tells a missing field (required) from a wrong type.
  const parsed = z.safeParse(schema, value, { reportInput: true });
  if (parsed.success) return parsed.data;
  const status = root === 'params' ? 404 : 400;
  if (status === 404) throw new AppError(404, 'not_found');
  throw badRequest('validation_failed', toValidationErrors(parsed.error, root));
}

function assertResponse(contract: CallContract, result: unknown): void {
  const parsed = contract.response.safeParse(result);
  if (!parsed.success) {
    throw new Error(
      `Answer of ${contract.method} ${contract.path} breaks its contract: ${parsed.error.message}`,
    );
  }
}
