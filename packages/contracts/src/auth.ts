import { z } from 'zod';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { storableText } from './primitives.ts';

/** The cookie the spec names for the player's token (a JWT with an `exp` claim). */
export const USER_TOKEN_COOKIE = 'user_token';

export const signInBody = resourceBody(
  z.object({
    login: storableText().trim().min(1, 'auth_required_field').max(254, 'max_symbols_limit'),
    password: storableText().min(1, 'auth_required_field').max(256, 'max_symbols_limit'),
    auth_by_email: z.boolean().optional(),
    /** Ask for the token in the answer (apps, API clients); browsers rely on the cookie. */
    bearer: z.boolean().optional(),
  }),
);

export const userSession = resource(
  'user-session',
  z.object({
    userId: z.number().int(),
    expireDate: z.string(),
    /** When this player signed in before this time, shown after sign-in; null the first time. */
    previousSignInAt: z.string().nullable(),
    userToken: z.string().optional(),
  }),
);

export const sessionEntry = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

const signIn = {
  method: 'POST',
  summary: 'Sign in by account number, e-mail or phone with a password',
  description:
    'Sets the user_token cookie (HttpOnly). Unknown login and wrong password give the same ' +
    "401 'auth_wrong_credentials'; repeated failures give 429 with Retry-After.",
  tag: 'auth',
  access: 'public',
  body: signInBody,
  response: userSession,
} as const;

export const userConfig = resource(
  'user-config',
  z.object({
    userId: z.number().int(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    countryId: z.number().int().nullable(),
    currencyId: z.number().int().nullable(),
    sessionExpireDate: z.string(),
  }),
);

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
  closeOthers: defineCall({
    method: 'POST',
    path: '/web-api/disconnecteverywhere',
    summary: 'Close every session of the player but this one',
    tag: 'auth',
    access: 'player',
    response: resource('user-sessions-closed', z.object({ closed: z.number().int() })),
  }),
};
