import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorStatus,
  type ValidationErrors,
} from '@arenabet/contracts';

/**
 * An error a service raises on purpose: it knows its status and a message that is safe to show
 * (a dictionary key or a readable text).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly validationErrors?: ValidationErrors,
    /** Facts of the refusal, sent as the error's JSON:API `meta`. */
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, validationErrors?: ValidationErrors) =>
  new AppError(400, message, validationErrors);
export const unauthorized = (message = 'auth_required') => new AppError(401, message);
export const forbidden = (message = 'access_denied') => new AppError(403, message);
export const notFound = (message = 'not_found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** The spec's catalogue names a status; any other gets the generic name of its class. */
export function errorCodeFor(status: number): string {
  return ERROR_CODES[status as ErrorStatus] ?? (status >= 500 ? 'HTTPError' : 'BadRequest');
}

export function errorBody(
  status: number,
  message: string,
  validationErrors?: ValidationErrors,
  meta?: Record<string, unknown>,
): ErrorBody {
  const code = errorCodeFor(status);
  return {
    success: false,
    message,
    errors: [
      { status: String(status), code, title: code, detail: message, ...(meta ? { meta } : {}) },
    ],
    ...(validationErrors ? { validation_errors: validationErrors } : {}),
  };
}

/** What a 5xx says: never the internal cause. */
export const INTERNAL_ERROR_MESSAGE = 'server_error';
