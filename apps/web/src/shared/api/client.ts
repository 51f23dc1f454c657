import { JSON_API_MEDIA_TYPE } from '@arenabet/contracts';
import type { ParamSpecs } from '@arenabet/domain';
import {
  BODY_TIMEOUT_STATUS,
  CANCELLED_MESSAGE,
  CANCELLED_STATUS,
  HTTPError,
  httpErrorFor,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  TIMEOUT_MESSAGE,
  TIMEOUT_STATUS,
} from './errors.ts';
import { buildQuery, type Params } from './query.ts';
import { errorFromAnswer, isFailureBody, retryAfterOf } from './read-failure.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientConfig {
  /** Prefix of every path, e.g. `/web-api`. */
  basePath: string;
  /** Empty in the browser (same origin); a full origin in tests and tools. */
  origin?: string;
  /** The spec's default is no timeout. */
  timeoutMs?: number;
  /** How many times a GET is repeated after a transport failure or timeout. */
  retries?: number;
  /** Pause before a repeat, multiplied by the attempt number. */
  retryDelayMs?: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Repeats after a transport failure or timeout. A GET takes the client's count unless this
   * overrides it. Any other method repeats only when its call sets this and `idempotencyKey`:
   * a timeout does not mean the server did nothing, and a bet or a payment must never be made
   * twice by accident.
   */
  retries?: number;
  /** Sent as `Idempotency-Key`, the same on every attempt, so the server can spot a repeat. */
  idempotencyKey?: string;
  /** The call's own parameter specs (defaults, prefixes) for shaping its query string. */
  paramSpecs?: ParamSpecs;
  headers?: Record<string, string>;
  /** Bypass HTTP caches (dictionary refreshes, balances). */
  noCache?: boolean;
}

export interface ApiClient {
  request(
    method: HttpMethod,
    path: string,
    params?: Params,
    options?: RequestOptions,
  ): Promise<unknown>;
  get(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  post(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  put(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  delete(path: string, params?: Params, options?: RequestOptions): Promise<unknown>;
  postForm(path: string, form: FormData, options?: RequestOptions): Promise<unknown>;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

interface Prepared {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);

  function prepare(
    method: HttpMethod,
    path: string,
    params: Params | undefined,
    options: RequestOptions,
    form?: FormData,
  ) {
    const query = method === 'GET' && params ? buildQuery(params, options.paramSpecs) : '';
    const headers: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE, ...config.headers };
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (form) {
      // The browser writes the multipart boundary into Content-Type itself.
      body = form;
    } else if (method !== 'GET' && params) {
      headers['Content-Type'] = JSON_API_MEDIA_TYPE;
      body = JSON.stringify({ data: { attributes: params } });
    }
    const url = `${config.origin ?? ''}${config.basePath}${path}${query ? `?${query}` : ''}`;
    return { method, url, headers, body } satisfies Prepared;
  }

  async function send(prepared: Prepared, options: RequestOptions): Promise<unknown> {
    const maxRetries = retriesFor(prepared.method, options, config);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sendOnce(prepared, options);
      } catch (error) {
        const repeat = attempt < maxRetries && error instanceof HTTPError && error.isRetryable;
        if (!repeat) throw error;
        await pause((config.retryDelayMs ?? 300) * (attempt + 1), options.signal);
      }
    }
  }

  async function sendOnce(prepared: Prepared, options: RequestOptions): Promise<unknown> {
    const { signal } = options;
    if (signal?.aborted) throw cancelledError(signal.reason);
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    let phase: 'headers' | 'body' = 'headers';
    try {
      const response = await fetchImpl(prepared.url, {
        method: prepared.method,
        headers: { ...prepared.headers, ...options.headers, ...noCacheHeaders(options) },
        body: prepared.body,
        signal: controller.signal,
        cache: options.noCache ? 'no-store' : 'default',
      });
      phase = 'body';
      const text = await response.text();
      return interpret(response, text);
    } catch (error) {
      if (isOwnError(error)) throw error;
      if (timedOut) {
        const status = phase === 'headers' ? TIMEOUT_STATUS : BODY_TIMEOUT_STATUS;
        throw httpErrorFor({ status, message: TIMEOUT_MESSAGE, cause: error });
      }
      if (signal?.aborted) throw cancelledError(error);
      throw httpErrorFor({
        status: NETWORK_ERROR_STATUS,
        message: NETWORK_ERROR_MESSAGE,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  const request = (
    method: HttpMethod,
    path: string,
    params?: Params,
    options: RequestOptions = {},
  ) => send(prepare(method, path, params, options), options);

  return {
    request,
    get: (path, params, options) => request('GET', path, params, options),
    post: (path, params, options) => request('POST', path, params, options),
    put: (path, params, options) => request('PUT', path, params, options),
    delete: (path, params, options) => request('DELETE', path, params, options),
    postForm: (path, form, options = {}) =>
      send(prepare('POST', path, undefined, options, form), options),
  };
}

/**
 * Only a GET is repeated by default. Any other call may have done its work before the answer
 * was lost, so it is repeated only when the caller asks and sends a key the server can use to
 * answer the repeat with the first outcome instead of acting twice.
 */
function retriesFor(method: HttpMethod, options: RequestOptions, config: ApiClientConfig): number {
  if (method === 'GET') return options.retries ?? config.retries ?? 0;
  const asked = options.retries ?? 0;
  if (asked > 0 && !options.idempotencyKey) {
    throw new Error(`Repeating a ${method} needs an idempotency key`);
  }
  return asked;
}

function interpret(response: Response, text: string): unknown {
  const body = parseBody(response, text);
  if (!response.ok || isFailureBody(body)) {
    throw errorFromAnswer(response.status, body, retryAfterOf(response.headers.get('retry-after')));
  }
  return body;
}

function parseBody(response: Response, text: string): unknown {
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page with a JSON content type: treat the answer as unreadable.
    return undefined;
  }
}

function noCacheHeaders(options: RequestOptions): Record<string, string> {
  return options.noCache ? { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } : {};
}

function cancelledError(cause: unknown): HTTPError {
  return httpErrorFor({
    status: CANCELLED_STATUS,
    message: CANCELLED_MESSAGE,
    cancelled: true,
    cause,
  });
}

function isOwnError(error: unknown): error is HTTPError {
  return error instanceof HTTPError;
}

/** Waits before a retry, giving up at once when the caller cancels meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(signal.reason));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError(signal?.reason));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
