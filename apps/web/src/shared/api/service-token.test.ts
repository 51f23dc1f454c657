import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createServiceAuthClient,
  LOST_TOKEN_MESSAGE,
  NO_DATE_MESSAGE,
  ServiceAuthError,
  TOKEN_NOT_AUTHENTICATED,
  TOKEN_REFRESH_PATH,
  USER_NOT_AUTHENTICATED,
} from './service-token.ts';
import { sendJson, startTestServer, type TestServer } from './test-server.ts';

/** What the fake server does; each test sets it up. */
const state = {
  /** The server's clock (ms); its Date header and token expiries come from it. */
  serverNow: Date.parse('2026-01-01T12:00:00Z'),
  fetchStatus: 200,
  sendDate: true,
  sendToken: true,
  issued: 0,
  /** Tokens the data call accepts. */
  valid: new Set<string>(),
  lifetimeMs: 60_000,
};

function tokenAnswer(res: ServerResponse) {
  state.issued += 1;
  const userToken = `token-${state.issued}`;
  state.valid.add(userToken);
  const attributes = state.sendToken
    ? { userToken, expireDate: new Date(state.serverNow + state.lifetimeMs).toISOString() }
    : {};
  if (state.sendDate) res.setHeader('date', new Date(state.serverNow).toUTCString());
  else res.sendDate = false;
  sendJson(res, 200, { data: { data: { type: 'mobile-token', id: 's', attributes } } });
}

const bearerOf = (req: IncomingMessage) => req.headers.authorization?.replace('Bearer ', '') ?? '';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    '/web-api/api/mobile/v1/token/': (_req, res) => {
      if (state.fetchStatus !== 200) {
        sendJson(res, state.fetchStatus, { success: false, message: 'no', errors: [] });
        return;
      }
      tokenAnswer(res);
    },
    [TOKEN_REFRESH_PATH]: (req, res) => {
      if (!state.valid.has(bearerOf(req))) {
        sendJson(res, 401, { success: false, message: 'auth_required', errors: [] });
        return;
      }
      tokenAnswer(res);
    },
    '/web-api/data': (req, res) => {
      if (state.valid.has(bearerOf(req))) sendJson(res, 200, { ok: bearerOf(req) });
      else sendJson(res, 401, { success: false, message: 'auth_required', errors: [] });
    },
  });
});
afterAll(() => server.close());

beforeEach(() => {
  Object.assign(state, {
    serverNow: Date.parse('2026-01-01T12:00:00Z'),
    fetchStatus: 200,
    sendDate: true,
    sendToken: true,
    issued: 0,
    valid: new Set<string>(),
    lifetimeMs: 60_000,
  });
  server.hits.clear();
});

/** A client whose local clock runs `offsetMs` behind or ahead of the server's. */
function client(offsetMs = 0) {
  const local = { now: state.serverNow + offsetMs };
  const api = createServiceAuthClient({
    basePath: '/web-api',
    origin: server.origin,
    now: () => local.now,
  });
  const advance = (ms: number) => {
    local.now += ms;
    state.serverNow += ms;
  };
  return { api, advance };
}

const hits = (path: string) => server.hits.get(path) ?? 0;

describe('the service token', () => {
  it('is fetched once and sent as a bearer token', async () => {
    const { api } = client();
    expect(await api.get('/data')).toEqual({ ok: 'token-1' });
    expect(await api.get('/data')).toEqual({ ok: 'token-1' });
    expect(hits('/web-api/api/mobile/v1/token/')).toBe(1);
  });

  it('is refreshed 5 s before it expires, on the server clock even when the local one is off', async () => {
    // The local clock is an hour behind: without the Date header it would never refresh.
    const { api, advance } = client(-3_600_000);
    await api.get('/data');
    advance(54_000);
    expect(await api.token()).toBe('token-1');
    advance(1_500);
    expect(await api.token()).toBe('token-2');
    expect(hits(TOKEN_REFRESH_PATH)).toBe(1);
  });

  it('is fetched once for calls made together', async () => {
    const { api } = client();
    await Promise.all([api.get('/data'), api.get('/data'), api.get('/data')]);
    expect(hits('/web-api/api/mobile/v1/token/')).toBe(1);
  });

  it('is refreshed after a 401 and the call repeated', async () => {
    const { api } = client();
    await api.get('/data');
    state.valid.delete('token-1');
    // The server no longer takes token-1, so its refresh fails and a new one is fetched.
    expect(await api.get('/data')).toEqual({ ok: 'token-2' });
  });

  it('gives TOKEN_NOT_AUTHENTICATED after 3 retries of one url', async () => {
    const { api } = client();
    await api.token();
    // Every token the server hands out is refused by the data call.
    state.valid = new Proxy(new Set<string>(), {
      get: (target, key) => (key === 'has' ? () => false : Reflect.get(target, key).bind(target)),
    });
    await expect(api.get('/data')).rejects.toMatchObject({ code: TOKEN_NOT_AUTHENTICATED });
    expect(hits('/web-api/data')).toBe(4);
  });

  it('gives USER_NOT_AUTHENTICATED when fetching the token is refused', async () => {
    state.fetchStatus = 403;
    const { api } = client();
    const failure = api.get('/data');
    await expect(failure).rejects.toBeInstanceOf(ServiceAuthError);
    await expect(failure).rejects.toMatchObject({ code: USER_NOT_AUTHENTICATED });
    expect(hits('/web-api/data')).toBe(0);
  });

  it('refuses an answer without a token or without a Date header', async () => {
    state.sendToken = false;
    await expect(client().api.token()).rejects.toThrow(LOST_TOKEN_MESSAGE);
    state.sendToken = true;
    state.sendDate = false;
    await expect(client().api.token()).rejects.toThrow(NO_DATE_MESSAGE);
  });

  it('forgets the token on sign-out', async () => {
    const { api } = client();
    await api.token();
    api.forget();
    expect(await api.token()).toBe('token-2');
  });
});
