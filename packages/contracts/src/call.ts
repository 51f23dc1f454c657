import type { z } from 'zod/mini';
import { JSON_API_MEDIA_TYPE } from './json-api.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, a signed-in player, or an operator of the back office. */
export type CallAccess = 'public' | 'player' | 'operator';

/**
 * One HTTP call of the site: the single description the server validates with, the web client
 * is typed against and the OpenAPI document is generated from.
 */
export interface CallContract<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  /** OpenAPI style path: `/translation-api/by-lang/{lang}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: CallAccess;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  /** Status of a successful answer; 200 unless stated. */
  readonly successStatus?: number;
  /** Media type of the successful answer (and of the body, unless `requestMediaType` says). */
  readonly mediaType?: string;
  /** Media type of the body where it differs from the answer's: a multipart upload. */
  readonly requestMediaType?: string;
  readonly description?: string;
}

export function defineCall<
  Params extends z.ZodMiniType = z.ZodMiniNever,
  Query extends z.ZodMiniType = z.ZodMiniNever,
  Body extends z.ZodMiniType = z.ZodMiniNever,
  Response extends z.ZodMiniType = z.ZodMiniType,
>(
  contract: CallContract<Params, Query, Body, Response>,
): CallContract<Params, Query, Body, Response> {
  return { successStatus: 200, mediaType: JSON_API_MEDIA_TYPE, ...contract };
}

export type CallParams<C> = C extends CallContract<infer P> ? z.infer<P> : never;
export type CallQuery<C> = C extends CallContract<z.ZodMiniType, infer Q> ? z.input<Q> : never;
export type CallBody<C> =
  C extends CallContract<z.ZodMiniType, z.ZodMiniType, infer B> ? z.input<B> : never;
export type CallResponse<C> =
  C extends CallContract<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.infer<R> : never;

/** `/a/{id}` -> `/a/:id`, the form Fastify routes with. */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
