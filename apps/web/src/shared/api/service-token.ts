import { JSON_API_MEDIA_TYPE } from '@arenabet/contracts';
import {
  type ApiClient,
  type ApiClientConfig,
  createApiClient,
  type HttpMethod,
} from './client.ts';
import { Unauthorized } from './errors.ts';
import type { Params } from './query.ts';

/*
 * The spec's client token rule (spec 001, tokens): a client that signs its calls with the
 * mobile service token instead of the cookie. The token is fetched from
 * `/web-api/api/mobile/v1/token/`, refreshed when it expires (with a 5 s margin, on the
 * server's clock read from the Date header), and a 401 is retried after a refresh at most 3
 * times per url before TOKEN_NOT_AUTHENTICATED. A 403 (or 401: this server's answer to a
 * visitor without a session) when fetching the token is USER_NOT_AUTHENTICATED.
 * The browser app itself keeps using the HttpOnly cookie; this is for apps and embeds.
 */
export const TOKEN_PATH = '/web-api/api/mobile/v1/token/';
export const TOKEN_REFRESH_PATH = '/web-api/api/mobile/v1/token/refresh';
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;
export const TOKEN_RETRY_LIMIT = 3;
export const USER_NOT_AUTHENTICATED = 'USER_NOT_AUTHENTICATED';
export const TOKEN_NOT_AUTHENTICATED = 'TOKEN_NOT_AUTHENTICATED';
/** The spec's text for an answer without a token. */
export const LOST_TOKEN_MESSAGE = '[ServiceAuthHttpClient]: lost token';
export const NO_DATE_MESSAGE = '[ServiceAuthHttpClient]: no date header';

export type ServiceAuthCode = typeof USER_NOT_AUTHENTICATED | typeof TOKEN_NOT_AUTHENTICATED;

export class ServiceAuthError extends Error {
  override name = 'ServiceAuthError';
  constructor(readonly code: ServiceAuthCode) {
    super(code);
  }
}

interface ServiceToken {
  value: string;
  expiresAt: number;
}

export interface ServiceAuthConfig extends ApiClientConfig {
  /** The local clock; the server's Date header corrects it. */
  now?: () => number;
}

export interface ServiceAuthClient extends ApiClient {
  /** A token valid for at least the margin, fetched or refreshed as needed. */
  token(): Promise<string>;
  /** Drops the token (sign-out). */
  forget(): void;
}

export function createServiceAuthClient(config: ServiceAuthConfig): ServiceAuthClient {
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
  const now = config.now ?? Date.now;
  const inner = createApiClient(config);
  let current: ServiceToken | null = null;
  /** Server time minus local time, from the last token answer's Date header. */
  let skewMs = 0;
  let pending: Promise<ServiceToken> | null = null;
  const unauthorizedByUrl = new Map<string, number>();

  const expired = (token: ServiceToken) =>
    token.expiresAt - TOKEN_EXPIRY_MARGIN_MS <= now() + skewMs;

  async function ask(method: 'GET' | 'POST', path: string, bearer?: string) {
    const response = await fetchImpl(`${config.origin ?? ''}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: JSON_API_MEDIA_TYPE,
        ...(method === 'POST' ? { 'Content-Type': JSON_API_MEDIA_TYPE } : {}),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
    });
    return response;
  }

  async function readToken(response: Response): Promise<ServiceToken> {
    const date = response.headers.get('date');
    if (!date || Number.isNaN(Date.parse(date))) throw new Error(NO_DATE_MESSAGE);
    const body = (await response.json().catch(() => null)) as {
      data?: { data?: { attributes?: { userToken?: unknown; expireDate?: unknown } } };
    } | null;
    const attributes = body?.data?.data?.attributes;
    const expiresAt = Date.parse(String(attributes?.expireDate));
    if (typeof attributes?.userToken !== 'string' || Number.isNaN(expiresAt)) {
      throw new Error(LOST_TOKEN_MESSAGE);
    }
    skewMs = Date.parse(date) - now();
    return { value: attributes.userToken, expiresAt };
  }

  /** The session's token; a refusal means nobody is signed in. */
  async function fetchToken(): Promise<ServiceToken> {
    const response = await ask('GET', TOKEN_PATH);
    if (response.status === 401 || response.status === 403) {
      throw new ServiceAuthError(USER_NOT_AUTHENTICATED);
    }
    if (!response.ok) throw new Error(LOST_TOKEN_MESSAGE);
    return readToken(response);
  }

  /** A new token of the same session; when the old one is no longer accepted, fetch anew. */
  async function refreshToken(old: ServiceToken): Promise<ServiceToken> {
    const response = await ask('POST', TOKEN_REFRESH_PATH, old.value);
    if (response.ok) return readToken(response);
    return fetchToken();
  }

  /** One fetch or refresh at a time: parallel calls wait for the same new token. */
  function renew(): Promise<ServiceToken> {
    pending ??= (current ? refreshToken(current) : fetchToken())
      .then((token) => {
        current = token;
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  async function token(): Promise<string> {
    if (current && !expired(current)) return current.value;
    return (await renew()).value;
  }

  async function request(
    method: HttpMethod,
    path: string,
    params?: Params,
    options: Parameters<ApiClient['request']>[3] = {},
  ): Promise<unknown> {
    for (;;) {
      const bearer = await token();
      const headers = { ...options.headers, Authorization: `Bearer ${bearer}` };
      try {
        const answer = await inner.request(method, path, params, { ...options, headers });
        unauthorizedByUrl.delete(path);
        return answer;
      } catch (error) {
        if (!(error instanceof Unauthorized)) throw error;
        const refusals = (unauthorizedByUrl.get(path) ?? 0) + 1;
        if (refusals > TOKEN_RETRY_LIMIT) {
          unauthorizedByUrl.delete(path);
          throw new ServiceAuthError(TOKEN_NOT_AUTHENTICATED);
        }
        unauthorizedByUrl.set(path, refusals);
        // The token the server refused is not used again, whatever its expiry says.
        if (current?.value === bearer) await renew();
      }
    }
  }

  return {
    request,
    get: (path, params, options) => request('GET', path, params, options),
    post: (path, params, options) => request('POST', path, params, options),
    put: (path, params, options) => request('PUT', path, params, options),
    delete: (path, params, options) => request('DELETE', path, params, options),
    postForm: async (path, form, options = {}) => {
      const headers = { ...options.headers, Authorization: `Bearer ${await token()}` };
      return inner.postForm(path, form, { ...options, headers });
    },
    token,
    forget: () => {
      current = null;
      unauthorizedByUrl.clear();
    },
  };
}
