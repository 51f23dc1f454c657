import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system calls', () => {
  it('reports health with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('lists every registered call in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/docs/openapi.json' });
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(t.app.calls.length).toBeGreaterThan(10);
    for (const call of t.app.calls) {
      expect(
        document.paths[call.path]?.[call.method.toLowerCase()],
        `${call.method} ${call.path}`,
      ).toBeDefined();
    }
    const login = document.paths['/web-api/backoffice/auth/login'].post;
    expect(
      login.requestBody.content['application/vnd.api+json'].schema.properties.data,
    ).toBeDefined();
  });

  it('shows a readable page of the calls to a browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/docs',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/translation-api/by-lang/{lang}');
  });
});
