import * as client from 'openid-client';

/**
 * Where and as whom the site signs in at one provider: an OpenID provider by its `issuer`
 * (discovery), or a plain OAuth 2 one by its three endpoints and where its user-info answer
 * keeps the account id, e-mail and name.
 */
export interface OidcClientSettings {
  issuer: string | null;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint?: string | null;
  tokenEndpoint?: string | null;
  userinfoEndpoint?: string | null;
  /** Null: `openid email profile` for OpenID, the provider's own default for OAuth 2. */
  scope?: string | null;
  subjectPath?: string | null;
  emailPath?: string | null;
  namePath?: string | null;
  /** `form_post` where the provider answers with a POST (Apple asked for e-mail or name). */
  responseMode?: 'form_post' | null;
  /** Requests to the provider go here instead of the network (in-process test providers). */
  fetch?: client.CustomFetch;
}

const OPENID_SCOPE = 'openid email profile';
/** Where most plain OAuth 2 user-info answers keep the account id (Discord, Twitch, GitHub). */
const DEFAULT_SUBJECT_PATH = 'id';
/** Enough for the few providers a brand has, without growing with every changed secret. */
const MAX_CACHED = 32;
/** Seconds to wait for a provider. */
const TIMEOUT = 10;

/** The checks the callback needs to accept the provider's answer. */
export interface AuthorizationChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

type PlainOAuth2Settings = OidcClientSettings & {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
};

/** A provider configured by endpoints rather than by an issuer. */
function isPlainOAuth2(settings: OidcClientSettings): settings is PlainOAuth2Settings {
  return (
    !settings.issuer &&
    !!settings.authorizationEndpoint &&
    !!settings.tokenEndpoint &&
    !!settings.userinfoEndpoint
  );
}

/**
 * openid-client over the providers' discovery documents, or over explicit endpoints for plain
 * OAuth 2. A discovered configuration is kept, so a sign-in costs an OpenID provider one round
 * trip (the code exchange), not three.
 */
export class OidcClients {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  async authorizationUrl(settings: OidcClientSettings, redirectUri: string) {
    const config = await this.configuration(settings);
    const plain = isPlainOAuth2(settings);
    const checks: AuthorizationChecks = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const scope = settings.scope ?? (plain ? null : OPENID_SCOPE);
    // PKCE goes to every provider: those that do not support it ignore the parameters.
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      ...(scope ? { scope } : {}),
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      // A nonce means something only in an ID token, which plain OAuth 2 has not.
      ...(plain ? {} : { nonce: checks.nonce }),
      ...(settings.responseMode ? { response_mode: settings.responseMode } : {}),
    });
    return { url, checks };
  }

  /** Exchanges the code; throws when anything about the answer or the identity is wrong. */
  async verify(
    settings: OidcClientSettings,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<VerifiedIdentity> {
    const config = await this.configuration(settings);
    if (isPlainOAuth2(settings)) return this.verifyPlain(config, settings, callbackUrl, checks);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      // Apple sends the flag as the string "true".
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  /** Plain OAuth 2: the access token asks the user-info endpoint who signed in. */
  private async verifyPlain(
    config: client.Configuration,
    settings: PlainOAuth2Settings,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<VerifiedIdentity> {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      idTokenExpected: false,
    });
    const response = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(settings.userinfoEndpoint),
      'GET',
    );
    if (!response.ok) throw new Error(`the user-info endpoint answered ${response.status}`);
    const answer: unknown = await response.json();
    const subject = scalarAt(answer, settings.subjectPath ?? DEFAULT_SUBJECT_PATH);
    if (!subject) throw new Error('the user-info answer has no account id');
    const email = settings.emailPath ? scalarAt(answer, settings.emailPath) : null;
    const name = settings.namePath ? scalarAt(answer, settings.namePath) : null;
    return {
      subject,
      email: email?.toLowerCase() ?? null,
      // Nothing signs a plain OAuth 2 answer's e-mail as checked: the player confirms it.
      emailVerified: false,
      name,
    };
  }

  private configuration(settings: OidcClientSettings): Promise<client.Configuration> {
    // Built from the settings alone, without a request: nothing worth keeping.
    if (isPlainOAuth2(settings)) return Promise.resolve(plainConfiguration(settings));
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    let config = this.configurations.get(key);
    if (!config) {
      if (this.configurations.size >= MAX_CACHED) this.configurations.clear();
      config = discover(settings);
      // A provider that was down must be asked again next time, not remembered as down.
      config.catch(() => this.configurations.delete(key));
      this.configurations.set(key, config);
    }
    return config;
  }
}

function discover(settings: OidcClientSettings): Promise<client.Configuration> {
  if (!settings.issuer) return Promise.reject(new Error('no issuer and no endpoints'));
  const issuer = new URL(settings.issuer);
  return client.discovery(
    issuer,
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
    {
      // Real providers are https; plain http is only the local provider or a lab setup.
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      ...(settings.fetch ? { [client.customFetch]: settings.fetch } : {}),
      timeout: TIMEOUT,
    },
  );
}

/** The manual configuration of a provider without discovery. */
function plainConfiguration(settings: PlainOAuth2Settings): client.Configuration {
  const endpoints = [
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.userinfoEndpoint,
  ].map((endpoint) => new URL(endpoint));
  const config = new client.Configuration(
    {
      // OAuth 2 has no issuer; the token endpoint's origin names the provider in errors.
      issuer: new URL(settings.tokenEndpoint).origin,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
    },
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
  );
  if (endpoints.some((url) => url.protocol === 'http:')) client.allowInsecureRequests(config);
  if (settings.fetch) config[client.customFetch] = settings.fetch;
  config.timeout = TIMEOUT;
  return config;
}

/**
 * The text at a dotted path (`response.0.id`) of a JSON answer; numbers as text (VK and
 * Discord ids), anything else, missing or empty, as null.
 */
export function scalarAt(value: unknown, path: string): string | null {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return null;
    }
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'number' && Number.isFinite(current)) return String(current);
  return typeof current === 'string' && current !== '' ? current : null;
}
