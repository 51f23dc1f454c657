import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { requiredText, storableText } from './primitives.ts';

/** The cookie the spec names for the player's token (a JWT with an `exp` claim). */
export const USER_TOKEN_COOKIE = 'user_token';

/**
 * A companion of the token cookie that scripts may read, holding no secret: the web app asks
 * who is signed in (getuserconfig) only while it is there, so a visitor without a session sees
 * no 401 on every page load. Set and cleared with the token cookie.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export const signInBody = resourceBody(
  z.object({
    login: requiredText(254, { requiredKey: 'auth_required_field' }),
    password: requiredText(256, { requiredKey: 'auth_required_field', trim: false }),
    auth_by_email: z.optional(z.boolean()),
    /** Ask for the token in the answer (apps, API clients); browsers rely on the cookie. */
    bearer: z.optional(z.boolean()),
  }),
);

/** A one-time code typed by the player: an SMS, e-mail or authenticator code. */
const oneTimeCode = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'auth_required_field'),
      z.maxLength(12, 'auth_incorrect_code'),
      z.regex(/^[0-9A-Za-z]*$/, 'auth_incorrect_code'),
    );

/** How the second step of a sign-in is proven: an authenticator app or a code by e-mail. */
export const SECOND_STEP_METHODS = ['app', 'email'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

const signedInAttributes = z.object({
  userId: z.int(),
  expireDate: z.string(),
  /** When this player signed in before this time, shown after sign-in; null the first time. */
  previousSignInAt: z.nullable(z.string()),
  userToken: z.optional(z.string()),
});

/**
 * The first factor was right but the account asks for a second one: no session yet, no
 * cookie. The client sends `twoFactorToken` with the code to `/web-api/user/twoauth/`.
 */
const secondStepAttributes = z.object({
  twoFactorRequired: z.literal(true),
  twoFactorToken: z.string(),
  method: z.enum(SECOND_STEP_METHODS),
});
export type SecondStepChallenge = z.infer<typeof secondStepAttributes>;

export const userSession = resource('user-session', signedInAttributes);

/** The answer of every sign-in: a session, or the challenge of the second step. */
export const signInAnswer = z.union([
  userSession,
  resource('user-second-step', secondStepAttributes),
]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** A failed sign-in lists this key under `validation_errors.captcha`: the next try needs one. */
export const CAPTCHA_REQUIRED = 'captcha_required';

/** The mobile service token (spec 001): `data.data.attributes` with userToken and expireDate. */
export const mobileToken = z.object({
  data: z.object({
    data: z.object({
      type: z.literal('mobile-token'),
      id: z.string(),
      attributes: z.union([
        z.object({ userToken: z.string(), expireDate: z.string() }),
        secondStepAttributes,
      ]),
    }),
  }),
});

export const sessionHistoryEntry = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When it was closed (sign-out, closed from another device, auto-logoff); null otherwise. */
  closedAt: z.nullable(z.string()),
  status: z.enum(['active', 'closed', 'expired']),
  current: z.boolean(),
});

export const sessionEntry = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

const signIn = {
  method: 'POST',
  summary: 'Sign in by account number, e-mail or phone with a password',
  description:
    'Sets the user_token cookie (HttpOnly). Unknown login and wrong password give the same ' +
    "401 'auth_wrong_credentials'. After 3 failures per account or address the answer lists " +
    "validation_errors.captcha ['captcha_required'] and the next try needs x-captcha-token; " +
    "after 5 each failure locks the account for longer (429 'sign_in_locked', Retry-After). " +
    'With two-factor or auth by e-mail on, the answer is a second-step challenge instead.',
  tag: 'auth',
  access: 'public',
  body: signInBody,
  response: signInAnswer,
} as const;

export const userConfig = resource(
  'user-config',
  z.object({
    userId: z.int(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    countryId: z.nullable(z.int()),
    currencyId: z.nullable(z.int()),
    sessionExpireDate: z.string(),
    /** Sign out after this many idle minutes (responsible gaming setting); null when off. */
    autoLogoffMinutes: z.nullable(z.int().check(z.positive())),
  }),
);

const secondStep = {
  method: 'POST',
  path: '/web-api/user/twoauth/',
  summary: 'Second step of a sign-in: the authenticator or e-mail code',
  description:
    'token is the twoFactorToken of the first step (valid 5 minutes). A wrong code is 400 ' +
    'with validation_errors.code; wrong codes count as failed sign-ins (lockout).',
  tag: 'auth',
  access: 'public',
  body: resourceBody(
    z.object({
      token: requiredText(2048, { requiredKey: 'auth_required_field', trim: false }),
      code: oneTimeCode(),
      bearer: z.optional(z.boolean()),
    }),
  ),
  response: userSession,
} as const;

export const authCalls = {
  userConfig: defineCall({
    method: 'GET',
    path: '/web-api/user/getuserconfig',
    summary: 'The signed-in player: who they are and until when the session lasts',
    description:
      '401 for an anonymous visitor; the web app reads its sign-in state from this call.',
    tag: 'auth',
    access: 'player',
    response: userConfig,
  }),
  signIn: defineCall({ ...signIn, path: '/web-api/user/auth' }),
  officeLogin: defineCall({ ...signIn, path: '/web-api/api/internal/office/account/login' }),
  signOut: defineCall({
    method: 'POST',
    path: '/web-api/user/disconnect',
    summary: 'Sign out: closes this session and clears the cookie',
    tag: 'auth',
    access: 'player',
    response: resource('user-disconnect', z.object({ closed: z.boolean() })),
  }),
  token: defineCall({
    method: 'GET',
    path: '/web-api/user/gettoken',
    summary: "The signed-in player's token (answer data.data.token, as the spec gives it)",
    tag: 'auth',
    access: 'player',
    response: z.object({ data: z.object({ data: z.object({ token: z.string() }) }) }),
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/web-api/getusersessions',
    summary: "The player's open sessions, the current one marked",
    tag: 'auth',
    access: 'player',
    response: resource('user-sessions', z.object({ sessions: z.array(sessionEntry) })),
  }),
  closeSession: defineCall({
    method: 'POST',
    path: '/web-api/closesession',
    summary: 'Close one of the player’s sessions',
    tag: 'auth',
    access: 'player',
    body: resourceBody(z.object({ session_id: z.uuid('validation_invalid_format') })),
    response: resource('user-session-closed', z.object({ closed: z.boolean() })),
  }),
  secondStep: defineCall(secondStep),
  socialSecondStep: defineCall({
    ...secondStep,
    path: '/web-api/socauth/twofactor/',
    summary: 'Second step of a social sign-in: the same as /user/twoauth/',
  }),
  smsSendCode: defineCall({
    method: 'POST',
    path: '/web-api/sms-auth/send-code',
    summary: 'Send a sign-in code by SMS to a confirmed phone',
    description:
      'The same answer whether or not the phone belongs to an account. Needs x-captcha-token ' +
      'after failed sign-ins from this address; 429 past the code limits.',
    tag: 'auth',
    access: 'public',
    body: resourceBody(
      z.object({
        phone: storableText().check(
          z.trim(),
          z.minLength(1, 'auth_required_field'),
          z.maxLength(32, 'max_symbols_limit'),
          z.regex(/^\+?[\d\s()-]{6,}$/, 'validation_invalid_format'),
        ),
      }),
    ),
    response: resource('sms-code-sent', z.object({ code_length: z.int(), resend_after: z.int() })),
  }),
  smsCheckCode: defineCall({
    method: 'POST',
    path: '/web-api/sms-auth/check-code',
    summary: 'Sign in with the SMS code',
    tag: 'auth',
    access: 'public',
    body: resourceBody(
      z.object({
        phone: requiredText(32, { requiredKey: 'auth_required_field' }),
        code: oneTimeCode(),
        bearer: z.optional(z.boolean()),
      }),
    ),
    response: signInAnswer,
  }),
  mobileToken: defineCall({
    method: 'POST',
    path: '/web-api/api/mobile/v1/token/',
    summary: 'The mobile service token, by login and password',
    description: 'Answer data.data.attributes {userToken, expireDate} with a Date header.',
    tag: 'auth',
    access: 'public',
    body: resourceBody(z.omit(signInBody.shape.data.shape.attributes, { bearer: true })),
    response: mobileToken,
  }),
  mobileTokenOfSession: defineCall({
    method: 'GET',
    path: '/web-api/api/mobile/v1/token/',
    summary: 'The mobile service token of the signed-in session',
    tag: 'auth',
    access: 'player',
    response: mobileToken,
  }),
  mobileTokenRefresh: defineCall({
    method: 'POST',
    path: '/web-api/api/mobile/v1/token/refresh',
    summary: 'A new token of the same session with a later expiry',
    tag: 'auth',
    access: 'player',
    response: mobileToken,
  }),
  sessionHistory: defineCall({
    method: 'GET',
    path: '/web-api/session-api/sessions/user',
    summary: "The player's recent sessions, closed and expired ones included (newest first)",
    tag: 'auth',
    access: 'player',
    response: resource(
      'user-session-history',
      z.object({ sessions: z.array(sessionHistoryEntry) }),
    ),
  }),
  closeOthers: defineCall({
    method: 'POST',
    path: '/web-api/disconnecteverywhere',
    summary: 'Close every session of the player but this one',
    tag: 'auth',
    access: 'player',
    response: resource('user-sessions-closed', z.object({ closed: z.int() })),
  }),
};
