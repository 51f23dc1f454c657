import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idParam, requiredText, storableText } from './primitives.ts';
import { SOCIAL_PROVIDERS } from './site-config.ts';

/**
 * The local OpenID provider of development and tests (`/dev-oidc`). It has an id of its own,
 * outside the spec's list, so that no test account can ever pass for a real Google or VK one;
 * its label says what it is. It is shown only where the server runs with SOCIAL_DEV_PROVIDER.
 */
export const DEV_SOCIAL_PROVIDER_ID = 'dev';

export const socialProviderId = z.enum([...SOCIAL_PROVIDERS, DEV_SOCIAL_PROVIDER_ID]);
export type SocialProviderId = z.infer<typeof socialProviderId>;

/** `signin` signs a known identity in; `register` also creates a player for an unknown one. */
export const SOCAUTH_MODES = ['signin', 'register'] as const;
export type SocauthMode = (typeof SOCAUTH_MODES)[number];

/** Query flags the callback adds to `return_to`, read by the web app after the redirect. */
export const SOCAUTH_RESULT_PARAMS = {
  /** `socauth=ok`: signed in (the user_token cookie is set). */
  ok: 'socauth',
  /** `socauth_error=<dictionary key>`: nothing happened; the key says why. */
  error: 'socauth_error',
  /** `twoauth=<token>`: the password-less first factor passed; finish at `/user/twoauth/`. */
  twoFactor: 'twoauth',
  /** `twoauth_method=app|email`: which code the second step asks for. */
  twoFactorMethod: 'twoauth_method',
} as const;

/** Dictionary keys the callback can put into `socauth_error`. */
export const SOCAUTH_ERROR_KEYS = [
  /** mode=signin with an identity no player has linked. */
  'socauth_not_registered',
  /** The state is missing, forged, expired or used already (start again). */
  'socauth_state_invalid',
  /** The person cancelled at the provider, or it answered with an error. */
  'socauth_cancelled',
  /** The provider could not be reached or its answer did not verify. */
  'socauth_provider_failed',
  /** The provider's e-mail belongs to a player already: sign in with the password instead. */
  'socauth_email_taken',
  /** The player is blocked or cannot sign in. */
  'socauth_signin_refused',
] as const;
export type SocauthErrorKey = (typeof SOCAUTH_ERROR_KEYS)[number];

export const socialProviderEntry = z.object({
  id: socialProviderId,
  /** The label for the button: the provider's brand name, or "Test provider (local)". */
  name: z.string(),
});
export type SocialProviderEntry = z.infer<typeof socialProviderEntry>;

const SITE = 'http://site.invalid';

/**
 * The path a browser would go to for `value`, resolved as the browser resolves it, or null
 * when that leaves the site (another host, or `//host` / `/\\host` after dot segments go).
 */
export function sameSitePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || /^\/[/\\]/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A same-site path to come back to: starts with one `/`, never `//` or `/\` (which browsers
 * read as another host), no control characters.
 */
export const returnToPath = z.string().check(
  z.maxLength(512, 'max_symbols_limit'),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  z.regex(/^\/(?![/\\])[^\s\\\x00-\x1f\x7f]*$/, 'socauth_return_to_invalid'),
  // Dot segments resolve away (`/.//evil.com` is `//evil.com`): judge the path a browser goes to.
  z.refine((path) => sameSitePath(path) !== null, 'socauth_return_to_invalid'),
);

const optionalId = z.optional(idParam);

export const socauthStartQuery = z.object({
  mode: z._default(z.enum(SOCAUTH_MODES), 'signin'),
  currency_id: optionalId,
  country_id: optionalId,
  bonus_choice: z.optional(storableText().check(z.maxLength(64, 'max_symbols_limit'))),
  ref_code: z.optional(storableText().check(z.maxLength(64, 'max_symbols_limit'))),
  return_to: z._default(returnToPath, '/'),
});
export type SocauthStartQuery = z.input<typeof socauthStartQuery>;

const redirectAnswer = z.unknown();
const REDIRECT_MEDIA_TYPE = 'text/plain';

const providerParams = z.object({ provider: socialProviderId });
/** Operators configure the spec's providers; the local test provider configures itself. */
const configurableProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** A provider's configuration as the back office sees it: the secret only as a hint. */
export const socialProviderSettings = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Set for an OpenID provider (discovery); null for a plain OAuth 2 one. */
  issuer: z.nullable(z.string()),
  clientId: z.string(),
  /** The last 4 characters after asterisks (`****abcd`); empty when no secret is stored. */
  clientSecretHint: z.string(),
  enabled: z.boolean(),
  authorizationEndpoint: z.nullable(z.string()),
  tokenEndpoint: z.nullable(z.string()),
  userinfoEndpoint: z.nullable(z.string()),
  scope: z.nullable(z.string()),
  subjectPath: z.nullable(z.string()),
  emailPath: z.nullable(z.string()),
  namePath: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type SocialProviderSettings = z.infer<typeof socialProviderSettings>;

const providerUrl = z
  .url({ protocol: /^https?$/, error: 'validation_invalid_format' })
  .check(z.maxLength(512));

/**
 * A dotted path into a provider's user-info answer: object keys and array indexes
 * (`response.0.id` for VK's `{"response":[{"id":1}]}`, `id` for Discord).
 */
export const claimPath = z
  .string()
  .check(
    z.maxLength(128, 'max_symbols_limit'),
    z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'validation_invalid_format'),
  );

/** The plain OAuth 2 fields, which an OpenID provider (issuer) does not take. */
export const OAUTH2_SETTINGS_FIELDS = [
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'subject_path',
  'email_path',
  'name_path',
] as const;

export const socialProviderSettingsBody = resourceBody(
  z.object({
    /**
     * The OpenID issuer; its `/.well-known/openid-configuration` must be reachable. Give
     * either this or the three endpoints below (a plain OAuth 2 provider), not both.
     */
    issuer: z.optional(providerUrl),
    client_id: requiredText(256),
    /** Omit to keep the stored secret; required the first time. */
    client_secret: z.optional(requiredText(1024, { trim: false })),
    enabled: z.boolean(),
    /** Plain OAuth 2: where the browser is sent to authorize. */
    authorization_endpoint: z.optional(providerUrl),
    /** Plain OAuth 2: where the code is exchanged (client id and secret in the body). */
    token_endpoint: z.optional(providerUrl),
    /** Plain OAuth 2: asked with the access token (Bearer) for the person's account. */
    userinfo_endpoint: z.optional(providerUrl),
    /**
     * Space-separated scopes to ask for. Default: `openid email profile` with an issuer,
     * none (the provider's default) for plain OAuth 2.
     */
    scope: z.optional(
      z
        .string()
        .check(
          z.maxLength(512, 'max_symbols_limit'),
          z.regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, 'validation_invalid_format'),
        ),
    ),
    /** Plain OAuth 2: the account id in the user-info answer; default `id`. */
    subject_path: z.optional(claimPath),
    /** Plain OAuth 2: the e-mail, if the provider gives one (always taken as unverified). */
    email_path: z.optional(claimPath),
    /** Plain OAuth 2: the display name, if any. */
    name_path: z.optional(claimPath),
  }),
);
export type SocialProviderSettingsInput = z.output<
  typeof socialProviderSettingsBody
>['data']['attributes'];

/**
 * Social sign-in calls. Of the spec's paths (payloads not shown):
 * - `/socauth/auth` is `socauthAuth` below, the start with the provider in the query;
 * - `/socauth/twofactor/` is the second step after a social first factor: the same call as
 *   `/user/twoauth/` (auth contracts) with the `twoauth` token the callback hands back;
 * - Telegram (a login widget whose answer is signed with the bot token) and MetaMask (a wallet
 *   signature over a message) are not OAuth: configuring them here cannot make them work, and
 *   they are not built;
 * - `/oauth/rights` and `/oauth/auth` are not mapped. They name the site acting as an OAuth
 *   server that grants rights over a player's account to other applications; with no list of
 *   such applications or of the rights they may ask for, any meaning given here would be an
 *   invented door into players' accounts.
 */
export const socialCalls = {
  providers: defineCall({
    method: 'GET',
    path: '/web-api/socauth/providers',
    summary: 'Social sign-in providers configured and enabled for this brand',
    description:
      'Only providers with a configuration are listed; secrets never leave the server. ' +
      `The local test provider ('${DEV_SOCIAL_PROVIDER_ID}') appears only when the server runs ` +
      'with SOCIAL_DEV_PROVIDER=true (development and tests).',
    tag: 'socauth',
    access: 'public',
    response: resource('socauth-providers', z.object({ providers: z.array(socialProviderEntry) })),
  }),
  start: defineCall({
    method: 'GET',
    path: '/web-api/socauth/start/{provider}',
    summary: "Start social sign-in or registration: 302 to the provider's authorization page",
    description:
      'Authorization code flow with PKCE, state and nonce; the state travels in a short-lived ' +
      'signed HttpOnly cookie. The browser navigates here (not fetch). mode=register also ' +
      'takes the registration choices (currency_id, country_id, bonus_choice, ref_code) used ' +
      'when the identity is new. return_to must be a same-site path. Unknown or unconfigured ' +
      'provider: 404.',
    tag: 'socauth',
    access: 'public',
    params: providerParams,
    query: socauthStartQuery,
    successStatus: 302,
    mediaType: REDIRECT_MEDIA_TYPE,
    response: redirectAnswer,
  }),
  /** The spec's `/socauth/auth`: the same as start, with the provider in the query. */
  socauthAuth: defineCall({
    method: 'GET',
    path: '/web-api/socauth/auth',
    summary: "The spec's /socauth/auth: start social sign-in, provider in the query",
    description: "Same as GET /web-api/socauth/start/{provider}, for links built the spec's way.",
    tag: 'socauth',
    access: 'public',
    query: z.extend(socauthStartQuery, { provider: socialProviderId }),
    successStatus: 302,
    mediaType: REDIRECT_MEDIA_TYPE,
    response: redirectAnswer,
  }),
  callback: defineCall({
    method: 'GET',
    path: '/web-api/socauth/callback/{provider}',
    summary: 'Where the provider sends the browser back: signs in or registers, then 302',
    description:
      'Exchanges the code, verifies the ID token (OpenID) or asks the user-info endpoint with ' +
      'the access token (plain OAuth 2). A known identity signs its player in; an unknown one ' +
      'registers a player (registration_type soc_reg, the e-mail confirmed only when an ' +
      'OpenID provider says email_verified; a plain OAuth 2 e-mail stays unconfirmed) when ' +
      'the start was mode=register, otherwise ' +
      'comes back with socauth_error=socauth_not_registered. Ends with 302 to return_to plus ' +
      '?socauth=ok, ?socauth_error=<key> or ?twoauth=<token> (second factor needed).',
    tag: 'socauth',
    access: 'public',
    params: providerParams,
    // Whatever the provider adds is passed on to the code exchange; nothing here is trusted.
    query: z.record(z.string(), z.unknown()),
    successStatus: 302,
    mediaType: REDIRECT_MEDIA_TYPE,
    response: redirectAnswer,
  }),
  /**
   * Apple answers with a form POST (response_mode=form_post) when it is asked for the e-mail
   * or name. The state cookie is SameSite=Lax, which a cross-site POST does not carry, so the
   * POST signs nobody in: it sends the browser on (303) to the GET callback with the same
   * fields, a top-level GET that carries the cookie, and the GET checks the state as always.
   * The code seen in that URL is useless without the PKCE verifier kept on the server.
   */
  callbackForm: defineCall({
    method: 'POST',
    path: '/web-api/socauth/callback/{provider}',
    summary: "The provider's answer as a form post (form_post): 303 on to the GET callback",
    description:
      'Body: application/x-www-form-urlencoded (code, state, error, and whatever the provider ' +
      'adds). Answers 303 to GET /web-api/socauth/callback/{provider} with the same fields, ' +
      'where the state is checked against the browser cookie that started the sign-in.',
    tag: 'socauth',
    access: 'public',
    params: providerParams,
    body: z.record(z.string(), z.string()),
    successStatus: 303,
    mediaType: REDIRECT_MEDIA_TYPE,
    response: redirectAnswer,
  }),
  settingsList: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/socauth/providers',
    summary: 'Social providers configured for this brand (secrets shown only as a hint)',
    tag: 'backoffice',
    access: 'operator',
    response: resource(
      'socauth-provider-settings',
      z.object({ providers: z.array(socialProviderSettings) }),
    ),
  }),
  settingsSet: defineCall({
    method: 'PUT',
    path: '/web-api/backoffice/socauth/providers/{provider}',
    summary: 'Configure a social provider for this brand (OpenID issuer or OAuth 2 endpoints)',
    description:
      'Either issuer (OpenID discovery: ID token, email_verified honoured) or ' +
      'authorization_endpoint, token_endpoint and userinfo_endpoint (plain OAuth 2: code with ' +
      'PKCE and state, the account read from the user-info answer through subject_path, ' +
      'email_path and name_path); giving both, or neither, is a 400. Apple is an OpenID ' +
      "provider answering by form POST (its client_secret is the signed JWT Apple's keys " +
      'make, renewed by the operator). Telegram and MetaMask are not OAuth and cannot be ' +
      'configured to work here.',
    tag: 'backoffice',
    access: 'operator',
    params: configurableProviderParams,
    body: socialProviderSettingsBody,
    response: resource('socauth-provider-setting', socialProviderSettings),
  }),
  settingsDelete: defineCall({
    method: 'DELETE',
    path: '/web-api/backoffice/socauth/providers/{provider}',
    summary: "Remove a social provider's configuration (linked identities stay)",
    tag: 'backoffice',
    access: 'operator',
    params: configurableProviderParams,
    response: resource('socauth-provider-removed', z.object({ removed: z.boolean() })),
  }),
};
