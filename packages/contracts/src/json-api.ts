import { z } from 'zod/mini';

/** Media type of every `/web-api` answer and of user-data requests (JSON:API). */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** `{ data: { type, id, attributes } }`: the wrapper the spec asks for user data. */
export function resource<T extends z.ZodMiniType>(type: string, attributes: T) {
  return z.object({
    data: z.object({
      type: z.literal(type),
      id: z.string(),
      attributes,
    }),
  });
}

/** A request body wrapped as `{ data: { attributes } }`. */
export function resourceBody<T extends z.ZodMiniType>(attributes: T) {
  return z.object({ data: z.object({ type: z.optional(z.string()), attributes }) });
}

/** Field id -> dictionary message keys, in the order the rules failed. */
export const validationErrors = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof validationErrors>;

/** The error names of the spec's catalogue, by HTTP status. */
export const ERROR_CODES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  451: 'UnavailableForLegalReasons',
  500: 'InternalServerError',
  501: 'NotImplemented',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

export const errorDetail = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.optional(z.string()),
  /** Facts of the refusal the message names (a limit's period and reset), for the client. */
  meta: z.optional(z.record(z.string(), z.unknown())),
});

/**
 * Every failed call answers this body. `message` is a dictionary key or a readable text,
 * never an internal detail for a 5xx.
 */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(errorDetail),
  validation_errors: z.optional(validationErrors),
});
export type ErrorBody = z.infer<typeof errorBody>;
