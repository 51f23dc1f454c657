import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toEqual({
      success: false,
      message: 'not_found',
      errors: [{ status: '404', code: 'NotFound', title: 'NotFound', detail: 'not_found' }],
    });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/web-api/site-config' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json().errors[0].code).toBe('MethodNotAllowed');
  });

  it('refuses a body of an unsupported media type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/backoffice/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=admin',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].code).toBe('UnsupportedMediaType');
  });

  it('answers broken JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/backoffice/auth/login',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('gives validation_errors keyed by field with dictionary keys', async () => {
    const response = await t.app.inject(
      jsonApi('POST', '/web-api/backoffice/auth/login', { login: '', password: 7 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual({
      login: ['required'],
      password: ['validation_invalid_type'],
    });
  });

  it('tells a missing field (required) from one of the wrong type', async () => {
    const response = await t.app.inject(
      jsonApi('POST', '/web-api/backoffice/auth/login', { login: 'admin' }),
    );
    expect(response.json().validation_errors).toEqual({ password: ['required'] });
  });

  it('answers a malformed URL in the same error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ru/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'bad_request' });
  });

  it('answers a body over the limit with 413 PayloadTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/backoffice/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { attributes: { login: 'x'.repeat(1_100_000) } } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('PayloadTooLarge');
  });
});
