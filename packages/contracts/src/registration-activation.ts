/*
 * E-mail activation after registration and the one-click player's "send my login to an e-mail".
 * The letter carries a link (/{lang}/office/email/activation?user=<id>&code=<long token>) and a
 * six-digit code; either confirms the e-mail.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { languageCode } from './primitives.ts';

const sentAnswer = resource(
  'activation-mail',
  z.object({
    /** Length of the code in the letter. */
    code_length: z.int(),
    resendAfterSeconds: z.int(),
  }),
);

const activatedAnswer = resource('email-activation', z.object({ activated: z.literal(true) }));

export const ACTIVATION_CODE_LENGTH = 6;

export const registrationActivationCalls = {
  sendActivationMail: defineCall({
    method: 'POST',
    path: '/web-api/user/sendActivationMail',
    summary: 'Send the e-mail activation letter (link and code) to the signed-in player',
    description: '400 `email_not_set` without an e-mail, `email_already_confirmed` when done.',
    tag: 'registration',
    access: 'player',
    query: z.object({ lng: z.optional(languageCode) }),
    response: sentAnswer,
  }),
  repeatActivationPopup: defineCall({
    method: 'POST',
    path: '/web-api/user/repeatActivationPopup',
    summary: 'Whether to remind the signed-in player to confirm the e-mail',
    description: '`show` is true while the e-mail is set and not confirmed.',
    tag: 'registration',
    access: 'player',
    response: resource(
      'activation-popup',
      z.object({ show: z.boolean(), email: z.nullable(z.string()) }),
    ),
  }),
  activate: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/activate',
    summary: "Confirm the e-mail with the letter's link (no sign-in needed)",
    description: 'A wrong, used or expired link answers 400 `activation_link_invalid`.',
    tag: 'registration',
    access: 'public',
    body: resourceBody(
      z.object({
        user: z.coerce.number().check(z.int(), z.positive()),
        code: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    ),
    response: activatedAnswer,
  }),
  activateFast: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/v1/user/activatefast',
    summary: "Confirm the signed-in player's e-mail with the six-digit code of the letter",
    description: 'Wrong code: 400 with validation_errors.code; expired: `code_expired`.',
    tag: 'registration',
    access: 'player',
    body: resourceBody(z.object({ code: z.string().check(z.maxLength(20)) })),
    response: activatedAnswer,
  }),
  storeCredentials: defineCall({
    method: 'POST',
    path: '/web-api/api/internal/user/store-credentials',
    summary: "Send a one-click player's login id and password to an e-mail",
    description:
      'Only for a one-click account within an hour of its registration, in a signed-in session; ' +
      'the password shown at registration must be sent again and is checked (the server never ' +
      'keeps it). Limited like confirmation codes (429).',
    tag: 'registration',
    access: 'player',
    query: z.object({ lng: z.optional(languageCode) }),
    body: resourceBody(
      z.object({
        email: z.string().check(z.maxLength(254)),
        password: z.string().check(z.maxLength(128)),
      }),
    ),
    response: resource('stored-credentials', z.object({ sent: z.literal(true) })),
  }),
};
