import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The database goes away under a running app: every call must still answer cleanly.
  await t.database.close();
});
afterAll(() => t.app.close());

describe('when the database is gone', () => {
  it('answers 500 without leaking the cause', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/information/pages?lng=de',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, message: 'server_error' });
    expect(response.body).not.toMatch(/pglite|postgres|closed|Error:/i);
  });

  it('reports the database down on the health call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
