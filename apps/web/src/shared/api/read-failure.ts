import { type ErrorBody, errorBody } from '@arenabet/contracts';
import { type HTTPError, httpErrorFor, SERVER_ERROR_MESSAGE } from './errors.ts';

/** Any JSON answer flagged `success: false` is a failure, whatever its HTTP status. */
export function isFailureBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}

/**
 * The spec's rule for the text of a failure: the first error's detail, else the message, else
 * a generic server-error text. A non-JSON answer (a proxy's 502 page) gets the generic text.
 */
export function errorFromAnswer(
  httpStatus: number,
  body: unknown,
  retryAfterSeconds?: number,
): HTTPError {
  const parsed = errorBody.safeParse(body);
  const failure: Partial<ErrorBody> = parsed.success ? parsed.data : looseFailure(body);
  const first = failure.errors?.[0];
  const message = first?.detail || failure.message || SERVER_ERROR_MESSAGE;
  return httpErrorFor({
    status: statusOf(httpStatus, first?.status),
    message,
    code: first?.code,
    validationErrors: failure.validation_errors,
    ...(first?.meta ? { meta: first.meta } : {}),
    retryAfterSeconds,
    ...errorCodeOf(body),
  });
}

/** `error_code` beside the usual error shape, when the call answers one. */
function errorCodeOf(body: unknown): { errorCode?: number } {
  if (typeof body !== 'object' || body === null || !('error_code' in body)) return {};
  const code = Number(body.error_code);
  return Number.isInteger(code) ? { errorCode: code } : {};
}

/** A 2xx answer saying `success: false` takes the status its error names, if any. */
function statusOf(httpStatus: number, named: string | undefined): number {
  if (httpStatus >= 400) return httpStatus;
  const parsed = Number.parseInt(named ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 400 ? parsed : httpStatus;
}

function looseFailure(body: unknown): Partial<ErrorBody> {
  if (typeof body !== 'object' || body === null) return {};
  const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return { message };
}

/** Retry-After in seconds; the HTTP-date form is not something this server sends. */
export function retryAfterOf(header: string | null): number | undefined {
  const seconds = Number.parseInt(header ?? '', 10);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}
