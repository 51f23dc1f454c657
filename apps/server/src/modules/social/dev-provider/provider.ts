import { createHash, generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider';

/** Where the local OpenID provider is mounted on the site. */
export const DEV_OIDC_PATH = '/dev-oidc';
export const DEV_OIDC_CLIENT_ID = 'arenabet-site';
export const DEV_OIDC_SCOPE = 'openid email profile';

/** What the test person typed on the provider's page. */
export interface DevPerson {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The local OpenID provider of development and tests. Its issuer is the origin the browser
 * (or app.inject) used, so one provider is made per origin; the signing key is made once per
 * process, which is enough because the site verifies the tokens in the same process.
 */
export class DevOidcProvider {
  private readonly providers = new Map<string, Promise<Provider>>();
  private readonly people = new Map<string, DevPerson>();
  private readonly signingKey = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
  }).privateKey.export({ format: 'jwk' });

  constructor(
    /** Signs the provider's cookies; the site's client secret there is made from it. */
    private readonly key: () => Promise<string>,
    private readonly callbackPath: string,
  ) {}

  readonly clientId = DEV_OIDC_CLIENT_ID;

  async clientSecret(): Promise<string> {
    return clientSecretFrom(await this.key());
  }

  issuerFor(origin: string): string {
    return `${origin}${DEV_OIDC_PATH}`;
  }

  /** The provider of an origin; a few origins at most (localhost, 127.0.0.1, a LAN name). */
  forOrigin(origin: string): Promise<Provider> {
    let provider = this.providers.get(origin);
    if (!provider) {
      // Origins come from the Host header: stop a stream of made-up hosts from piling up.
      if (this.providers.size >= 16) this.providers.clear();
      provider = this.create(origin);
      this.providers.set(origin, provider);
    }
    return provider;
  }

  private async create(origin: string): Promise<Provider> {
    const key = await this.key();
    return new Provider(this.issuerFor(origin), this.configuration(origin, key));
  }

  /** The same e-mail is the same person, so a second sign-in finds the linked identity. */
  remember(person: DevPerson): string {
    const subject = createHash('sha256')
      .update(person.email.toLowerCase())
      .digest('hex')
      .slice(0, 32);
    this.people.set(subject, person);
    return subject;
  }

  private configuration(origin: string, key: string): Configuration {
    return {
      clients: [
        {
          client_id: DEV_OIDC_CLIENT_ID,
          client_secret: clientSecretFrom(key),
          redirect_uris: [`${origin}${this.callbackPath}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          id_token_signed_response_alg: 'ES256',
        },
      ],
      jwks: { keys: [{ ...this.signingKey, use: 'sig', alg: 'ES256' }] },
      cookies: { keys: [key] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // The e-mail goes into the ID token itself, as Google and Apple put it there.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      ttl: {
        AuthorizationCode: 60,
        AccessToken: 600,
        IdToken: 600,
        Grant: 600,
        Interaction: 600,
        Session: 3600,
      },
      // The default error page loads web fonts; this one stays offline and says only the code.
      renderError: (ctx, out) => {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Local test provider: ${out.error}: ${out.error_description ?? ''}`;
      },
      pkce: { required: () => true },
      interactions: {
        policy: alwaysAskPolicy(),
        url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
      },
      findAccount: (_ctx, subject) => {
        const person = this.people.get(subject);
        if (!person) return undefined;
        return {
          accountId: subject,
          claims: () => ({
            sub: subject,
            email: person.email,
            email_verified: person.emailVerified,
            name: person.name,
          }),
        };
      },
    };
  }
}

/** The site's secret at the local provider, derived so that both sides know it unasked. */
function clientSecretFrom(key: string): string {
  return createHash('sha256').update(`client:${key}`).digest('base64url');
}

/**
 * A real provider remembers who signed in; this one asks every time, so that a tester can be
 * somebody else on the next try without clearing cookies.
 */
function alwaysAskPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('always_ask', 'the local provider asks every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}
