import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { requiredText } from './primitives.ts';

export const OPERATOR_ROLES = ['operator'] as const;
export const OPERATOR_TOKEN_COOKIE = 'operator_token';

/** The operator's readable session mark, as `SIGNED_IN_COOKIE` is the player's. */
export const OPERATOR_SIGNED_IN_COOKIE = 'operator_signed_in';

export const operatorSession = resource(
  'operator-session',
  z.object({
    login: z.string(),
    role: z.enum(OPERATOR_ROLES),
    expiresAt: z.string(),
    /** For API clients that send `Authorization: Bearer`; the browser uses the HttpOnly cookie. */
    token: z.optional(z.string()),
  }),
);

export const operatorLoginBody = resourceBody(
  z.object({
    login: requiredText(64),
    password: requiredText(256, { trim: false }),
    /** Ask for the session token in the answer (API clients); browsers rely on the cookie. */
    bearer: z.optional(z.boolean()),
  }),
);

export const operatorCalls = {
  login: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/auth/login',
    summary: 'Operator sign-in: sets the operator_token cookie',
    tag: 'backoffice',
    access: 'public',
    body: operatorLoginBody,
    response: operatorSession,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/auth/logout',
    summary: 'Operator sign-out: closes the session',
    tag: 'backoffice',
    access: 'operator',
    response: resource('operator-logout', z.object({ closed: z.boolean() })),
  }),
  me: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/auth/me',
    summary: 'The signed-in operator',
    tag: 'backoffice',
    access: 'operator',
    response: operatorSession,
  }),
};
