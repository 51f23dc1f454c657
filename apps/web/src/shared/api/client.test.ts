import { FEED_QUERY_PARAMS } from '@arenabet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import {
  BadRequest,
  BODY_TIMEOUT_STATUS,
  CANCELLED_MESSAGE,
  Forbidden,
  HTTPError,
  NotFound,
  REQUEST_RESULT,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  TIMEOUT_STATUS,
  Unauthorized,
} from './errors.ts';
import { sendJson, startTestServer, type TestServer } from './test-server.ts';

const failure = (status: number, extra: object = {}) => ({
  success: false,
  message: `message ${status}`,
  errors: [{ status: String(status), code: 'X', title: 'X' }],
  ...extra,
});

let server: TestServer;
/** The `Idempotency-Key` of every attempt at `/keyed`. */
const keysSeen: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    '/web-api/echo': (req, res, body) =>
      sendJson(res, 200, {
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'] ?? null,
        cacheControl: req.headers['cache-control'] ?? null,
        body,
      }),
    '/web-api/bad': (_req, res) =>
      sendJson(res, 400, failure(400, { validation_errors: { email: ['required'] } })),
    '/web-api/unauthorized': (_req, res) => sendJson(res, 401, failure(401)),
    '/web-api/forbidden': (_req, res) => sendJson(res, 403, failure(403)),
    '/web-api/missing': (_req, res) =>
      sendJson(res, 404, { success: false, message: 'config is absent', errors: [] }),
    '/web-api/conflict': (_req, res) =>
      sendJson(res, 409, {
        success: false,
        message: 'message',
        errors: [{ status: '409', code: 'Conflict', title: 'Conflict', detail: 'first detail' }],
      }),
    '/web-api/gateway': (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    },
    '/web-api/soft-failure': (_req, res) =>
      sendJson(res, 200, { success: false, message: 'soft', errors: [] }),
    '/web-api/slow-headers': (_req, res) => {
      setTimeout(() => sendJson(res, 200, { late: true }), 400);
    },
    '/web-api/slow-body': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.api+json' });
      res.write('{"part":');
      setTimeout(() => res.end('1}'), 400);
    },
    '/web-api/flaky': (req, res) => {
      // The first two calls lose their connection; the third one succeeds.
      if ((server.hits.get('/web-api/flaky') ?? 0) <= 2) req.socket.destroy();
      else sendJson(res, 200, { ok: true });
    },
    '/web-api/reset': (req) => req.socket.destroy(),
    // Each takes the call, then never answers in time: a timeout after the server acted.
    '/web-api/slow-put': (_req, res) => {
      setTimeout(() => sendJson(res, 200, { late: true }), 400);
    },
    '/web-api/slow-delete': (_req, res) => {
      setTimeout(() => sendJson(res, 200, { late: true }), 400);
    },
    '/web-api/reset-put': (req) => req.socket.destroy(),
    '/web-api/reset-delete': (req) => req.socket.destroy(),
    '/web-api/reset-post': (req) => req.socket.destroy(),
    '/web-api/keyed': (req, res) => {
      keysSeen.push(String(req.headers['idempotency-key']));
      if (keysSeen.length <= 2) req.socket.destroy();
      else sendJson(res, 200, { ok: true });
    },
  });
});

afterAll(() => server.close());

const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ basePath: '/web-api', origin: server.origin, retryDelayMs: 5, ...extra });

async function failureOf(promise: Promise<unknown>): Promise<HTTPError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HTTPError)) throw new Error(`expected an HTTPError, got ${String(error)}`);
  return error;
}

describe('api client: shaping the request', () => {
  it('puts GET parameters in the query, leaving out absent ones and joining lists', async () => {
    const answer = await client().get('/echo', {
      lng: 'ru',
      country: 1,
      skip: undefined,
      sports: [1, 3],
    });
    expect(answer).toMatchObject({
      method: 'GET',
      url: '/web-api/echo?lng=ru&country=1&sports=1%2C3',
      body: '',
    });
  });

  it('shapes the query by the spec: no false flags, no empty lists, ids sorted once', async () => {
    const answer = await client().get('/echo', {
      virtualSports: false,
      countryOnly: true,
      champs: [],
      sports: [40, 1, 40],
    });
    expect(answer).toMatchObject({ url: '/web-api/echo?countryOnly=true&sports=1%2C40' });
  });

  it("shapes the query by the call's own specs when it gives them", async () => {
    const answer = await client().get(
      '/echo',
      { coefViewId: 0, sports: [2] },
      { paramSpecs: FEED_QUERY_PARAMS },
    );
    expect(answer).toMatchObject({ url: '/web-api/echo?sports=2' });
  });

  it('puts the parameters of other methods in a JSON:API body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const answer = await client().request(method, '/echo', { summ: 100 });
      expect(answer).toMatchObject({
        method,
        url: '/web-api/echo',
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({ data: { attributes: { summ: 100 } } }),
      });
    }
  });

  it('posts multipart forms', async () => {
    const form = new FormData();
    form.set('document', new Blob(['scan'], { type: 'image/png' }), 'passport.png');
    const answer = (await client().postForm('/echo', form)) as {
      contentType: string;
      body: string;
    };
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toContain('filename="passport.png"');
  });

  it('asks caches to step aside when told not to cache', async () => {
    const answer = await client().get('/echo', {}, { noCache: true });
    expect(answer).toMatchObject({ cacheControl: 'no-cache' });
  });
});

describe('api client: errors', () => {
  it.each([
    ['/bad', BadRequest, 400],
    ['/unauthorized', Unauthorized, 401],
    ['/forbidden', Forbidden, 403],
    ['/missing', NotFound, 404],
    ['/conflict', HTTPError, 409],
  ])('%s becomes %o with its status', async (path, errorClass, status) => {
    const error = await failureOf(client().get(path));
    expect(error).toBeInstanceOf(errorClass);
    expect(error.status).toBe(status);
    expect(error.resultStatus).toBe(REQUEST_RESULT.error);
  });

  it('carries the validation errors of a 400', async () => {
    const error = await failureOf(client().post('/bad', { email: '' }));
    expect(error.validationErrors).toEqual({ email: ['required'] });
  });

  it('takes the first error detail, else the message, else a generic text', async () => {
    expect((await failureOf(client().get('/conflict'))).message).toBe('first detail');
    expect((await failureOf(client().get('/missing'))).message).toBe('config is absent');
    expect((await failureOf(client().get('/gateway'))).message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('turns a 200 answer with success false into an error', async () => {
    const error = await failureOf(client().get('/soft-failure'));
    expect(error.message).toBe('soft');
  });
});

describe('api client: time, cancellation and retries', () => {
  it('fails with 1488 when the answer does not start in time', async () => {
    const error = await failureOf(client({ timeoutMs: 100 }).get('/slow-headers'));
    expect(error.status).toBe(TIMEOUT_STATUS);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect(error.cancelled).toBe(false);
  });

  it('fails with 1489 when the body does not arrive in time', async () => {
    const error = await failureOf(client().get('/slow-body', {}, { timeoutMs: 150 }));
    expect(error.status).toBe(BODY_TIMEOUT_STATUS);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });

  it('marks a call the caller aborted as cancelled', async () => {
    const controller = new AbortController();
    const pending = client().get('/slow-headers', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failureOf(pending);
    expect(error.cancelled).toBe(true);
    expect(error.message).toBe(CANCELLED_MESSAGE);
    expect(error.resultStatus).toBe(REQUEST_RESULT.close);
  });

  it('does not even send a call whose signal is already aborted', async () => {
    const before = server.hits.get('/web-api/echo') ?? 0;
    const error = await failureOf(client().get('/echo', {}, { signal: AbortSignal.abort() }));
    expect(error.cancelled).toBe(true);
    expect(server.hits.get('/web-api/echo') ?? 0).toBe(before);
  });

  it('repeats a GET after transport failures, up to the configured count', async () => {
    await expect(client({ retries: 2 }).get('/flaky')).resolves.toEqual({ ok: true });
    expect(server.hits.get('/web-api/flaky')).toBe(3);
  });

  it('gives up after the configured count, reporting a network error', async () => {
    const error = await failureOf(client({ retries: 1 }).get('/reset'));
    expect(error.resultStatus).toBe(REQUEST_RESULT.networkError);
    expect(server.hits.get('/web-api/reset')).toBe(2);
  });

  it.each([
    ['POST', '/reset-post'],
    ['PUT', '/reset-put'],
    ['DELETE', '/reset-delete'],
  ] as const)('never repeats a %s on its own after a lost connection', async (method, path) => {
    await failureOf(client({ retries: 3 }).request(method, path, { summ: 1 }));
    expect(server.hits.get(`/web-api${path}`)).toBe(1);
  });

  it.each([
    ['PUT', '/slow-put'],
    ['DELETE', '/slow-delete'],
  ] as const)(
    'never repeats a %s after a timeout: the server may have acted',
    async (method, path) => {
      const error = await failureOf(
        client({ retries: 3, timeoutMs: 80 }).request(method, path, { summ: 1 }),
      );
      expect(error.status).toBe(TIMEOUT_STATUS);
      expect(server.hits.get(`/web-api${path}`)).toBe(1);
    },
  );

  it('repeats another method only when the call asks and sends an idempotency key', async () => {
    const answer = client({ retries: 0 }).post(
      '/keyed',
      { summ: 1 },
      { retries: 2, idempotencyKey: 'bet-42' },
    );
    await expect(answer).resolves.toEqual({ ok: true });
    expect(keysSeen).toEqual(['bet-42', 'bet-42', 'bet-42']);
  });

  it('refuses to repeat another method without an idempotency key, before sending it', async () => {
    const before = server.hits.get('/web-api/echo') ?? 0;
    await expect(client().put('/echo', { summ: 1 }, { retries: 2 })).rejects.toThrow(
      /idempotency key/,
    );
    expect(server.hits.get('/web-api/echo') ?? 0).toBe(before);
  });

  it('never repeats an answer from the server', async () => {
    const before = server.hits.get('/web-api/bad') ?? 0;
    await failureOf(client({ retries: 3 }).get('/bad'));
    expect(server.hits.get('/web-api/bad')).toBe(before + 1);
  });
});
