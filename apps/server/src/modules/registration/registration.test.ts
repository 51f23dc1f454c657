import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../../platform/security/proof-of-work.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function captchaToken(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
  const solution = solveChallenge(response.json().data.attributes.challenge);
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

const register = (attributes: unknown, token?: string) => {
  const request = jsonApi('POST', '/web-api/registration?isWidget=1', attributes);
  return t.app.inject({
    ...request,
    headers: { ...request.headers, ...(token ? { 'x-captcha-token': token } : {}) },
  });
};

describe('one-click registration', () => {
  it('creates a signed-in account and shows its generated password once', async () => {
    const response = await register(
      { type: 'fast_reg', currency_id: 1, country_id: 1 },
      await captchaToken(),
    );
    expect(response.statusCode).toBe(201);
    const { userId, password } = response.json().data.attributes;
    expect(userId).toBeGreaterThan(100_000_000);
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
    const [main, ...others] = await t.app.services.accounts.accountsOf(userId);
    expect(others).toEqual([]);
    expect(main).toMatchObject({ type: 'main', currencyId: 1, money: 0, isActive: true });
    expect(response.cookies.find((c) => c.name === 'user_token')?.httpOnly).toBe(true);

    const signIn = await t.app.inject(
      jsonApi('POST', '/web-api/user/auth', { login: String(userId), password }),
    );
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a missing, forged or reused captcha with the spec's 'Dismissed captcha'", async () => {
    const token = await captchaToken();
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(token, 'base64').toString()), signature: 'x' }),
    ).toString('base64');
    expect((await register({ type: 'fast_reg', currency_id: 1 }, token)).statusCode).toBe(201);
    for (const bad of [undefined, 'not-base64-json', forged, token]) {
      const response = await register({ type: 'fast_reg', currency_id: 1 }, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Dismissed captcha');
    }
  });

  it('refuses an unknown currency or country with validation_errors and creates nothing', async () => {
    const response = await register(
      { type: 'fast_reg', currency_id: 99_999, country_id: 99_999 },
      await captchaToken(),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().validation_errors).sort()).toEqual([
      'country_id',
      'currency_id',
    ]);
  });

  it('needs no captcha when the operator disables it', async () => {
    const token = await t.operatorToken();
    await t.app.inject(
      jsonApi(
        'PUT',
        '/web-api/backoffice/site-config',
        {
          brandId: 1,
          countryId: null,
          language: null,
          sections: { captcha: { type: 'disabled' } },
        },
        token,
      ),
    );
    const challenge = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
    expect(challenge.json().data.attributes).toMatchObject({ type: 'disabled', challenge: null });
    expect((await register({ type: 'fast_reg', currency_id: 10 })).statusCode).toBe(201);
  });
});
