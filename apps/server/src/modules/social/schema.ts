import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export interface SocialRegistrationChoices {
  currencyId?: number;
  countryId?: number;
  bonusChoice?: string;
  refCode?: string;
}

/** A player's account at a social provider: the provider's subject id signs the player in. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    playerId: integer('player_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_player_idx').on(table.playerId),
  ],
);

/**
 * A brand's client at a provider. Kept apart from the site configuration because the secret
 * must never reach the public site: only the back office reads it, and only as a hint.
 * Either `issuer` (OpenID discovery) or the three endpoints (plain OAuth 2) are set.
 */
export const socialProviders = pgTable(
  'social_providers',
  {
    brandId: integer('brand_id').notNull(),
    provider: text('provider').notNull(),
    issuer: text('issuer'),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    userinfoEndpoint: text('userinfo_endpoint'),
    /** Space-separated; null asks for the kind's default (see oidc-client.ts). */
    scope: text('scope'),
    /** Dotted paths into the plain OAuth 2 user-info answer (`response.0.id` for VK). */
    subjectPath: text('subject_path'),
    emailPath: text('email_path'),
    namePath: text('name_path'),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.provider] })],
);

/**
 * One started social sign-in, used once. The row is keyed by a keyed hash of the state, so the
 * table alone cannot finish anybody's sign-in; the state itself sits in the browser's cookie.
 */
export const socialAuthStates = pgTable(
  'social_auth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    mode: text('mode').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull(),
    /** The registration choices of the start call (currency_id, country_id, bonus, ref). */
    registration: jsonb('registration').$type<SocialRegistrationChoices>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_auth_states_expires_idx').on(table.expiresAt)],
);
