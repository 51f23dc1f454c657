import * as client from 'openid-client';

/** Where and as whom the site signs in at one provider. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Requests to the provider go here instead of the network (the in-process test provider). */
  fetch?: client.CustomFetch;
}

const SCOPE = 'openid email profile';
/** Enough for the few providers a brand has, without growing with every changed secret. */
const MAX_CACHED = 32;

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

/**
 * openid-client over the providers' discovery documents. A discovered configuration is kept,
 * so a sign-in costs the provider one round trip (the code exchange), not three.
 */
export class OidcClients {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  async authorizationUrl(settings: OidcClientSettings, redirectUri: string) {
    const config = await this.configuration(settings);
    const checks: AuthorizationChecks = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /** Exchanges the code; throws when anything about the answer or the ID token is wrong. */
  async verify(
    settings: OidcClientSettings,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<VerifiedIdentity> {
    const config = await this.configuration(settings);
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
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  private configuration(settings: OidcClientSettings): Promise<client.Configuration> {
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    let config = this.configurations.get(key);
    if (!config) {
      if (this.configurations.size >= MAX_CACHED) this.configurations.clear();
      config = this.discover(settings);
      // A provider that was down must be asked again next time, not remembered as down.
      config.catch(() => this.configurations.delete(key));
      this.configurations.set(key, config);
    }
    return config;
  }

  private discover(settings: OidcClientSettings): Promise<client.Configuration> {
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
        timeout: 10,
      },
    );
  }
}
