/*
 * Password change and password reset (spec 000 section 7, Password).
 *
 * "Passwords are sent encoded": every password field (old_password, password,
 * password_confirmation) travels as base64 of its UTF-8 bytes, field names unchanged. It keeps
 * any character a player may type intact through proxies and logs that mangle or trim text,
 * and it keeps a password out of plain sight in a request dump. It is not encryption: HTTPS is.
 * A value that is not base64 of UTF-8 is a 400 'validation_invalid_format' on its field.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { requiredText } from './primitives.ts';

/** The web app's side of the encoding. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The password inside an encoded field, or null when it is not base64 of UTF-8. */
export function decodePassword(encoded: string): string | null {
  if (!BASE64.test(encoded)) return null;
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An encoded password field, decoded. Its length bounds are checked after decoding, by the
 * domain rules (packages/domain validation/password.ts), so that the keys name the password.
 * 1 KB of base64 is far beyond the longest password allowed.
 */
export const encodedPassword = z.pipe(
  z.string().check(z.maxLength(1024, 'max_symbols_limit')),
  z.transform((value, context) => {
    const decoded = decodePassword(value);
    if (decoded === null || decoded.includes('\u0000')) {
      context.issues.push({ code: 'custom', message: 'validation_invalid_format', input: value });
      return z.NEVER;
    }
    return decoded;
  }),
);

export const passwordChangeAttributes = z.object({
  old_password: encodedPassword,
  password: encodedPassword,
  password_confirmation: encodedPassword,
  /** Close every other session of the player once the password is changed. */
  end_other_sessions: z.optional(z.boolean({ error: 'validation_invalid_type' })),
});

const done = (type: string) => resource(type, z.object({ message: z.string() }));

/** An e-mail address, a phone (digits, maybe +, spaces, brackets, dashes) or a login. */
const resetLogin = requiredText(254);
const resetCode = requiredText(64, { requiredKey: 'auth_required_field' });

export const passwordResetFinish = z.object({
  login: resetLogin,
  code: resetCode,
  password: encodedPassword,
  password_confirmation: encodedPassword,
});

export const passwordCalls = {
  change: defineCall({
    method: 'PUT',
    path: '/web-api/api/web/user/v1/password',
    summary: "Change the signed-in player's password",
    description:
      'Password fields are base64 of UTF-8. A wrong old_password is a 400 with ' +
      "validation_errors.old_password ['password_wrong_old']. x-captcha-token is optional: " +
      'checked when sent, and required after 3 wrong old passwords in 15 minutes ' +
      "(400 'Dismissed captcha'); 10 wrong ones in 15 minutes give 429. end_other_sessions " +
      'closes every other session of the player; this one stays open.',
    tag: 'security',
    access: 'player',
    body: resourceBody(passwordChangeAttributes),
    response: resource('password', z.object({ message: z.string(), closed_sessions: z.int() })),
  }),
  resetSend: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/passwordreset',
    summary: 'Send a password reset code to the e-mail or phone of an account',
    description:
      'login is an e-mail or a phone. Needs a solved captcha (x-captcha-token) unless it is ' +
      'disabled. The answer is the same whether or not such an account exists; the code goes ' +
      'by e-mail or SMS to the confirmed address the login names.',
    tag: 'security',
    access: 'public',
    body: resourceBody(z.object({ login: resetLogin })),
    response: resource(
      'password-reset',
      z.object({
        message: z.string(),
        code_length: z.int(),
        channel: z.enum(['email', 'sms']),
      }),
    ),
  }),
  resetCheck: defineCall({
    method: 'GET',
    path: '/web-api/api/internal/v1/user/passwordreset',
    summary: 'Check a password reset code without using it up',
    description: "400 validation_errors.code ['auth_incorrect_code' | 'code_expired'].",
    tag: 'security',
    access: 'public',
    query: z.object({ login: resetLogin, code: resetCode }),
    response: done('password-reset-code'),
  }),
  resetFinish: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/passwordreset/confirm',
    summary: 'Set a new password with a reset code; closes every session of the player',
    description: 'Password fields are base64 of UTF-8, as for the password change.',
    tag: 'security',
    access: 'public',
    body: resourceBody(passwordResetFinish),
    response: done('password-reset-done'),
  }),
};
