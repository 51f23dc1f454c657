import type { SecondStepMethod } from '@arenabet/contracts';
import {
  DEV_SOCIAL_PROVIDER_ID,
  type SocauthErrorKey,
  type SocialProviderEntry,
  type SocialProviderId,
} from '@arenabet/contracts';
import { validateName } from '@arenabet/domain';
import { countryById } from '@arenabet/reference/countries';
import { currencyById } from '@arenabet/reference/currencies';
import { DEFAULT_PARTNER } from '@arenabet/reference/languages';
import { and, eq } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { postgresCode, withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SessionMeta } from '../auth/service.ts';
import { generatePassword } from '../registration/service.ts';
import type { DevOidcProvider } from './dev-provider/provider.ts';
import { type OidcClientSettings, OidcClients, type VerifiedIdentity } from './oidc-client.ts';
import { type SocialRegistrationChoices, socialIdentities } from './schema.ts';
import { SocialProviderSettingsStore } from './settings.ts';
import { SocialStates, type StartedSignIn } from './states.ts';

/** Each start stores a row until it expires: enough for people, not for a flood. */
const STARTS_PER_WINDOW = 40;
const START_WINDOW_MS = 10 * 60_000;

/** The names on the buttons; the local provider says plainly what it is. */
const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  fb: 'Facebook',
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  yandex: 'Yandex',
  mailru: 'Mail.ru',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X (Twitter)',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  discord: 'Discord',
  dev: 'Test provider (local)',
};

/**
 * Apple asks for e-mail and name only as `name email` (no `profile`), and then must answer by
 * form POST; an operator's own scope still wins.
 */
const PROVIDER_SCOPES: Partial<Record<SocialProviderId, string>> = { apple: 'openid email name' };
const FORM_POST_PROVIDERS: ReadonlySet<SocialProviderId> = new Set(['apple']);

export interface SocialStartInput {
  mode: 'signin' | 'register';
  currency_id?: number | undefined;
  country_id?: number | undefined;
  bonus_choice?: string | undefined;
  ref_code?: string | undefined;
  return_to: string;
}

/** Where the callback sends the browser, and with what. */
export type SocialOutcome = { returnTo: string } & (
  | { kind: 'signed-in'; token: string; expiresAt: Date }
  | { kind: 'second-step'; twoFactorToken: string; method: SecondStepMethod }
  | { kind: 'error'; key: SocauthErrorKey }
);

export class SocialService {
  readonly settings: SocialProviderSettingsStore;
  private readonly states: SocialStates;
  private readonly oidc = new OidcClients();
  private readonly starts: RateLimiter;
  /** Tests: requests to configured providers go here (an in-process provider), not the network. */
  private providerFetch: OidcClientSettings['fetch'] | undefined;

  private dev: {
    provider: DevOidcProvider;
    fetch: NonNullable<OidcClientSettings['fetch']>;
  } | null = null;

  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {
    this.settings = new SocialProviderSettingsStore(deps);
    this.states = new SocialStates(deps);
    this.starts = new RateLimiter(STARTS_PER_WINDOW, START_WINDOW_MS, deps.clock);
  }

  /** Tests only: an in-process provider stands in for the configured ones. */
  useProviderFetch(fetch: NonNullable<OidcClientSettings['fetch']>) {
    this.providerFetch = fetch;
  }

  /** Offers the local provider (SOCIAL_DEV_PROVIDER); its requests stay inside the process. */
  useDevProvider(provider: DevOidcProvider, fetch: NonNullable<OidcClientSettings['fetch']>) {
    this.dev = { provider, fetch };
  }

  async providers(): Promise<SocialProviderEntry[]> {
    const configured = (await this.settings.list())
      .filter((row) => row.enabled)
      .map((row) => row.provider as SocialProviderId);
    const ids: SocialProviderId[] = this.dev ? [...configured, DEV_SOCIAL_PROVIDER_ID] : configured;
    return ids.map((id) => ({ id, name: PROVIDER_NAMES[id] }));
  }

  /**
   * The provider's authorization URL and the state the browser must bring back; or, when the
   * provider cannot be reached, the way back with an error (the browser navigated here).
   */
  async start(provider: SocialProviderId, input: SocialStartInput, origin: string, ip: string) {
    const client = await this.clientSettings(provider, origin);
    if (!client) throw notFound('socauth_provider_unknown');
    if (input.mode === 'register') assertRegistrationChoices(input);
    this.starts.hit(ip);
    const redirectUri = `${origin}/web-api/socauth/callback/${provider}`;
    const authorization = await this.oidc.authorizationUrl(client, redirectUri).catch(() => null);
    if (!authorization) {
      const failed: SocialOutcome = {
        kind: 'error',
        key: 'socauth_provider_failed',
        returnTo: input.return_to,
      };
      return failed;
    }
    const { url, checks } = authorization;
    const expiresAt = await this.states.save({
      state: checks.state,
      provider,
      mode: input.mode,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      redirectUri,
      returnTo: input.return_to,
      registration: registrationChoices(input),
    });
    return { kind: 'to-provider' as const, url: url.href, state: checks.state, expiresAt };
  }

  /** The provider's answer: a signed-in player, a second step, or an error key. */
  async finish(
    provider: SocialProviderId,
    cookieState: string | undefined,
    query: Record<string, unknown>,
    meta: SessionMeta,
  ): Promise<SocialOutcome> {
    const started = await this.states.take(provider, cookieState, query.state);
    if (!started) return { kind: 'error', key: 'socauth_state_invalid', returnTo: '/' };
    const fail = (key: SocauthErrorKey): SocialOutcome => ({
      kind: 'error',
      key,
      returnTo: started.returnTo,
    });
    if (query.error !== undefined) return fail('socauth_cancelled');
    const identity = await this.verify(provider, started, query);
    if (!identity) return fail('socauth_provider_failed');
    const playerId = (await this.linkedPlayer(provider, identity.subject)) ?? null;
    if (playerId !== null) return this.signIn(playerId, started.returnTo, meta);
    if (started.mode !== 'register') return fail('socauth_not_registered');
    if (identity.email && (await this.services.players.byEmail(identity.email))) {
      // Linking by e-mail would hand an existing account to whoever controls the provider
      // account; the player signs in with the password instead.
      return fail('socauth_email_taken');
    }
    let created: number;
    try {
      created = await this.register(provider, identity, started.registration);
    } catch (error) {
      if (postgresCode(error) !== '23505') throw error;
      // Another callback of the same person won the race, or the e-mail was taken meanwhile.
      const linked = await this.linkedPlayer(provider, identity.subject);
      if (linked === undefined) return fail('socauth_email_taken');
      created = linked;
    }
    const player = await this.services.players.byId(created);
    if (player) await this.services.registration.openMainAccount(player);
    return this.signIn(created, started.returnTo, meta);
  }

  private async verify(
    provider: SocialProviderId,
    started: StartedSignIn & { state: string },
    query: Record<string, unknown>,
  ): Promise<VerifiedIdentity | null> {
    const client = await this.clientSettings(provider, new URL(started.redirectUri).origin);
    if (!client) return null;
    const callbackUrl = new URL(started.redirectUri);
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === 'string') callbackUrl.searchParams.append(name, value);
    }
    try {
      return await this.oidc.verify(client, callbackUrl, {
        codeVerifier: started.codeVerifier,
        state: started.state,
        nonce: started.nonce,
      });
    } catch {
      // Whatever went wrong at the provider (a used code, a bad signature, a timeout), the
      // person can only start again; details would help nobody but an attacker.
      return null;
    }
  }

  private async linkedPlayer(provider: string, subject: string): Promise<number | undefined> {
    const [row] = await this.deps.db
      .select({ playerId: socialIdentities.playerId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return row?.playerId;
  }

  /** A soc_reg player with a password nobody knows (reset by e-mail or phone sets one). */
  private async register(
    provider: SocialProviderId,
    identity: VerifiedIdentity,
    choices: SocialRegistrationChoices,
  ): Promise<number> {
    const now = this.deps.clock.now();
    const name = identity.name?.trim().slice(0, 100);
    // The player and the link to the identity together, or neither.
    return withTransaction(this.deps.db, async (tx) => {
      const player = await this.services.players.create(
        {
          password: generatePassword(),
          email: identity.email,
          emailConfirmedAt: identity.email && identity.emailVerified ? now : null,
          name: name && !validateName(name) ? name : null,
          registrationType: 'soc_reg',
          details: { social_types_id: provider },
          currencyId: choices.currencyId ?? null,
          countryId: choices.countryId ?? null,
          partnerId: DEFAULT_PARTNER,
          refCode: choices.refCode ?? null,
          bonusChoice: choices.bonusChoice ?? null,
        },
        tx,
      );
      await tx.insert(socialIdentities).values({
        provider,
        subject: identity.subject,
        playerId: player.id,
        email: identity.email,
        createdAt: now,
      });
      return player.id;
    });
  }

  private async signIn(playerId: number, returnTo: string, meta: SessionMeta) {
    const player = await this.services.players.byId(playerId);
    if (!player || player.status === 'blocked') {
      return { kind: 'error', key: 'socauth_signin_refused', returnTo } as const;
    }
    const result = await this.services.auth.completeFirstFactor(playerId, meta);
    if (result.kind === 'second-step') {
      const { twoFactorToken, method } = result;
      return { kind: 'second-step', twoFactorToken, method, returnTo } as const;
    }
    const { token, signedIn } = result;
    return { kind: 'signed-in', token, expiresAt: signedIn.expiresAt, returnTo } as const;
  }

  private async clientSettings(
    provider: SocialProviderId,
    origin: string,
  ): Promise<OidcClientSettings | null> {
    if (provider === DEV_SOCIAL_PROVIDER_ID) {
      if (!this.dev) return null;
      return {
        issuer: this.dev.provider.issuerFor(origin),
        clientId: this.dev.provider.clientId,
        clientSecret: await this.dev.provider.clientSecret(),
        fetch: this.dev.fetch,
      };
    }
    const row = await this.settings.find(provider);
    if (!row?.enabled) return null;
    return {
      ...row,
      scope: row.scope ?? PROVIDER_SCOPES[provider] ?? null,
      responseMode: FORM_POST_PROVIDERS.has(provider) ? 'form_post' : null,
      ...(this.providerFetch ? { fetch: this.providerFetch } : {}),
    };
  }
}

function assertRegistrationChoices(input: SocialStartInput): void {
  const errors: Record<string, string[]> = {};
  if (input.currency_id === undefined) errors.currency_id = ['required'];
  else if (!currencyById(input.currency_id)) errors.currency_id = ['validation_invalid_value'];
  if (input.country_id !== undefined && !countryById(input.country_id)) {
    errors.country_id = ['validation_invalid_value'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
}

function registrationChoices(input: SocialStartInput): SocialRegistrationChoices {
  return {
    ...(input.currency_id !== undefined ? { currencyId: input.currency_id } : {}),
    ...(input.country_id !== undefined ? { countryId: input.country_id } : {}),
    ...(input.bonus_choice !== undefined ? { bonusChoice: input.bonus_choice } : {}),
    ...(input.ref_code !== undefined ? { refCode: input.ref_code } : {}),
  };
}
