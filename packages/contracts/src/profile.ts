/*
 * Login, e-mail and the 'auth by e-mail' setting, and the security overview of the office hub
 * (spec 000 sections 3 Security attributes and 7; paths of the login and e-mail changes are
 * not shown there, so ours sit beside the spec's /api/internal/v1/user calls).
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { encodedPassword } from './password.ts';
import { requiredText, storableText } from './primitives.ts';

export const LOGIN_MIN_LENGTH = 4;
export const LOGIN_MAX_LENGTH = 32;
/** Lower-case Latin letters, digits, '_', '.', '-'; upper case is lowered before checking. */
export const LOGIN_SYMBOLS = /^[a-z0-9_.-]+$/;

/**
 * A login the player chooses: never all digits, which would read as an account number or a
 * phone at sign-in. Keys in the order the player should fix things.
 */
export const loginText = storableText().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(LOGIN_MIN_LENGTH, 'min_symbols_limit'),
  z.maxLength(LOGIN_MAX_LENGTH, 'max_symbols_limit'),
  z.regex(LOGIN_SYMBOLS, 'login_available_symbols'),
  // Text without a letter reads as an account number or a phone at sign-in.
  z.refine((value) => /[a-z]/.test(value), 'login_not_numeric'),
);

export const securityOverview = z.object({
  login: z.nullable(z.string()),
  email: z.nullable(z.string()),
  email_confirmed: z.boolean(),
  phone: z.nullable(z.string()),
  phone_confirmed: z.boolean(),
  password_changed_at: z.nullable(z.string()),
  security_question_set: z.boolean(),
  two_factor_enabled: z.boolean(),
  auth_by_email: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

export const profileCalls = {
  overview: defineCall({
    method: 'GET',
    path: '/web-api/api/internal/v1/user/security',
    summary: "The state of each of the player's security settings, for the security hub",
    tag: 'security',
    access: 'player',
    response: resource('user-security', securityOverview),
  }),
  changeLogin: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/login',
    summary: 'Choose or change the login the player may sign in with',
    description:
      "validation_errors.login: 'min_symbols_limit', 'max_symbols_limit', " +
      "'login_available_symbols', 'login_not_numeric', 'login_taken'.",
    tag: 'security',
    access: 'player',
    body: resourceBody(z.object({ login: loginText })),
    response: resource('user-login', z.object({ login: z.string() })),
  }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/email',
    summary: 'Change the e-mail: set unconfirmed, activation letter sent to the new address',
    description:
      'Needs the account password (base64 of UTF-8, as for the password change). ' +
      "The 'auth by e-mail' setting turns off with it until the new address is confirmed. " +
      "validation_errors.email: e-mail rule keys, 'email_taken', 'email_same'.",
    tag: 'security',
    access: 'player',
    body: resourceBody(
      z.object({
        email: requiredText(254),
        password: encodedPassword,
        language: z.optional(
          z.string().check(z.regex(/^[a-z]{2,3}$/, 'validation_invalid_format')),
        ),
      }),
    ),
    response: resource(
      'user-email',
      z.object({ email: z.string(), email_confirmed: z.boolean(), message: z.string() }),
    ),
  }),
  authByEmail: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/auth-by-email',
    summary: "Turn the 'auth by e-mail' setting on or off",
    description:
      "On needs a confirmed e-mail (400 validation_errors.auth_by_email ['auth_by_email_needs_confirmed_email']).",
    tag: 'security',
    access: 'player',
    body: resourceBody(z.object({ auth_by_email: z.boolean() })),
    response: resource('user-auth-by-email', z.object({ auth_by_email: z.boolean() })),
  }),
};
