import type { ValidationErrors } from '@arenabet/contracts';
import {
  HTTP_DOWNLOAD_TIMEOUT_CODE,
  HTTP_TIMEOUT_CODE,
  REQUEST_CANCELLED_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
} from '@arenabet/domain';
import { REQUEST_RESULT_STATUS } from '@arenabet/reference/ui';

/** The spec's request result statuses (section 4). */
export const REQUEST_RESULT = REQUEST_RESULT_STATUS;
export type RequestResult = (typeof REQUEST_RESULT)[keyof typeof REQUEST_RESULT];

/** Custom codes of the spec's catalogue: no HTTP status exists for a client-side timeout. */
export const TIMEOUT_STATUS = HTTP_TIMEOUT_CODE;
export const BODY_TIMEOUT_STATUS = HTTP_DOWNLOAD_TIMEOUT_CODE;
/** "Client closed request": the status a cancelled call carries. */
export const CANCELLED_STATUS = 499;
/** A call that never reached the server (offline, refused, reset) has no HTTP status. */
export const NETWORK_ERROR_STATUS = 0;

/** The spec gives these two texts verbatim; they are shown as they are. */
export const TIMEOUT_MESSAGE = REQUEST_TIMEOUT_MESSAGE;
export const CANCELLED_MESSAGE = REQUEST_CANCELLED_MESSAGE;
/** Dictionary keys, translated where the error is shown. */
export const SERVER_ERROR_MESSAGE = 'server_error';
export const NETWORK_ERROR_MESSAGE = 'network_error';

export interface HttpErrorInit {
  status: number;
  message: string;
  validationErrors?: ValidationErrors;
  /** The error code the server named (`errors[0].code`), when it named one. */
  code?: string;
  cancelled?: boolean;
  /** From a 429's Retry-After header: how long the server asks the visitor to wait. */
  retryAfterSeconds?: number;
  /** The spec's numeric `error_code` some office calls answer (two-factor enable). */
  errorCode?: number;
  /** Facts of the refusal (`errors[0].meta`): a limit's reset, a break's end. */
  meta?: Record<string, unknown>;
  cause?: unknown;
}

/** Any failed call. Status 400-404 get the narrower classes below. */
export class HTTPError extends Error {
  override name = 'HTTPError';
  readonly status: number;
  readonly validationErrors: ValidationErrors;
  readonly code: string | undefined;
  /** True when the caller (or an unmounting screen) aborted the call. */
  readonly cancelled: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly errorCode: number | undefined;
  readonly meta: Record<string, unknown>;

  constructor(init: HttpErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.validationErrors = init.validationErrors ?? {};
    this.code = init.code;
    this.cancelled = init.cancelled ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.errorCode = init.errorCode;
    this.meta = init.meta ?? {};
  }

  get resultStatus(): RequestResult {
    if (this.cancelled) return REQUEST_RESULT.close;
    if (this.isRetryable) return REQUEST_RESULT.networkError;
    return REQUEST_RESULT.error;
  }

  /** Only transport failures are worth repeating; an answer from the server is final. */
  get isRetryable(): boolean {
    return (
      !this.cancelled &&
      (this.status === NETWORK_ERROR_STATUS ||
        this.status === TIMEOUT_STATUS ||
        this.status === BODY_TIMEOUT_STATUS)
    );
  }
}

export class BadRequest extends HTTPError {
  override name = 'BadRequest';
}
export class Unauthorized extends HTTPError {
  override name = 'Unauthorized';
}
export class Forbidden extends HTTPError {
  override name = 'Forbidden';
}
export class NotFound extends HTTPError {
  override name = 'NotFound';
}

export function httpErrorFor(init: HttpErrorInit): HTTPError {
  switch (init.status) {
    case 400:
      return new BadRequest(init);
    case 401:
      return new Unauthorized(init);
    case 403:
      return new Forbidden(init);
    case 404:
      return new NotFound(init);
    default:
      return new HTTPError(init);
  }
}
