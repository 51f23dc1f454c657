import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { injectFetch } from './dev-provider/inject-fetch.ts';

/** The account the next authorization hands out, in VK's shape (a number id, first_name). */
export interface TestOAuth2Account {
  id: number;
  email?: string;
  first_name?: string;
}

/** What a form_post authorization answers with: the page a browser would submit at once. */
export interface FormPostAnswer {
  action: string;
  fields: Record<string, string>;
}

export interface TestOAuth2Provider {
  /** The provider's own address, as the site's settings name it. */
  readonly origin: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly app: FastifyInstance;
  /** For SocialService.useProviderFetch: requests reach `app` through inject. */
  readonly fetch: CustomFetch;
  signInAs(account: TestOAuth2Account): void;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  account: TestOAuth2Account;
}

const ORIGIN = 'https://oauth2.test';

/**
 * A tiny plain OAuth 2 provider for tests (no OpenID, no discovery): authorize answers at once
 * with a code for the account set by signInAs, the token endpoint checks the client, the
 * redirect URI and PKCE, and /method/users.get answers like VK (`{"response":[{...}]}`).
 */
export async function createTestOAuth2Provider(): Promise<TestOAuth2Provider> {
  const clientId = 'site-at-oauth2-test';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, TestOAuth2Account>();
  let account: TestOAuth2Account = { id: 1 };

  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.client_id !== clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      clientId,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge ?? '',
      account,
    });
    const fields = { code, ...(query.state ? { state: query.state } : {}) };
    if (query.response_mode === 'form_post') {
      const answer: FormPostAnswer = { action: query.redirect_uri, fields };
      return reply.send(answer);
    }
    const back = new URL(query.redirect_uri);
    for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
    return reply.redirect(back.href, 302);
  });

  app.post('/token', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const issued = codes.get(form.code ?? '');
    codes.delete(form.code ?? '');
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    const valid =
      issued &&
      form.grant_type === 'authorization_code' &&
      form.client_id === issued.clientId &&
      form.client_secret === clientSecret &&
      form.redirect_uri === issued.redirectUri &&
      challenge === issued.codeChallenge;
    if (!valid) return reply.code(400).send({ error: 'invalid_grant' });
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, issued.account);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600 };
  });

  app.get('/method/users.get', async (request, reply) => {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const owner = tokens.get(token);
    if (!owner) return reply.code(401).send({ error: { error_code: 5 } });
    return { response: [owner] };
  });

  await app.ready();
  return {
    origin: ORIGIN,
    clientId,
    clientSecret,
    app,
    fetch: injectFetch(app),
    signInAs: (next) => {
      account = next;
    },
    close: () => app.close(),
  };
}
