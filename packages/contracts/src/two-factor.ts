import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';

/** An authenticator code as typed: six digits, spaces people type in the middle dropped. */
const appCode = () =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s/g, '')),
    ),
    z
      .string()
      .check(
        z.minLength(1, 'auth_required_field'),
        z.regex(/^(\d{6})?$/, 'two_factor_code_format'),
      ),
  );

/**
 * `error_code` of a failed enable (spec 000 section 8): 2 means the SMS code is wrong and the
 * message belongs on the sms field; any other code belongs on the app code field.
 */
export const TWO_FACTOR_ERROR = { appCode: 1, smsCode: 2 } as const;

/** The error body of twofactorauthenable: the usual error shape plus the spec's error_code. */
export const twoFactorEnableError = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.int(),
  validation_errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

const message = z.object({ message: z.string() });

export const twoFactorCalls = {
  qrCode: defineCall({
    method: 'POST',
    path: '/web-api/gettwofactorqrcodeurl',
    summary: 'A new authenticator secret: QR code image, otpauth link and the code to type',
    description:
      'Each call makes a new secret until two-factor is enabled; 409 when it is already on. ' +
      'needs_sms tells whether enabling asks for an SMS (or Telegram) code too.',
    tag: 'two-factor',
    access: 'player',
    response: resource(
      'two-factor-qr-code',
      z.object({
        qr_code_url: z.string(),
        qr_link: z.string(),
        code: z.string(),
        needs_sms: z.boolean(),
      }),
    ),
  }),
  enable: defineCall({
    method: 'POST',
    path: '/web-api/twofactorauthenable',
    summary: 'Turn two-factor on with a code of the authenticator app',
    description:
      'sms_code is required when the player has a confirmed phone (sent by ' +
      'sendSmsForTwoFactorActivation or sendTelegramCodeForTwoFactorActivation). A failure is ' +
      '400 with error_code: 2 for a wrong SMS code, 1 for anything about the app code.',
    tag: 'two-factor',
    access: 'player',
    body: resourceBody(
      z.object({
        app_code: appCode(),
        sms_code: z.optional(z.string().check(z.trim(), z.maxLength(12, 'auth_incorrect_code'))),
      }),
    ),
    response: resource('two-factor-enabled', message),
  }),
  disable: defineCall({
    method: 'POST',
    path: '/web-api/twofactorauthdisable',
    summary: 'Turn two-factor off',
    description:
      'hash is a current code of the authenticator app (the player proves they still hold ' +
      'the second factor); each code works once.',
    tag: 'two-factor',
    access: 'player',
    body: resourceBody(z.object({ hash: appCode() })),
    response: resource('two-factor-disabled', message),
  }),
  sendSms: defineCall({
    method: 'POST',
    path: '/web-api/sendSmsForTwoFactorActivation',
    summary: 'Send the activation code to the confirmed phone by SMS',
    tag: 'two-factor',
    access: 'player',
    response: resource(
      'two-factor-code-sent',
      z.object({ message: z.string(), code_length: z.int() }),
    ),
  }),
  sendTelegram: defineCall({
    method: 'POST',
    path: '/web-api/sendTelegramCodeForTwoFactorActivation',
    summary: 'Send the activation code by Telegram to the confirmed phone',
    tag: 'two-factor',
    access: 'player',
    response: resource(
      'two-factor-code-sent',
      z.object({ message: z.string(), code_length: z.int() }),
    ),
  }),
  status: defineCall({
    method: 'GET',
    path: '/web-api/twofactorauthstatus',
    summary: 'Whether two-factor is on for the signed-in player',
    tag: 'two-factor',
    access: 'player',
    response: resource(
      'two-factor-status',
      z.object({ enabled: z.boolean(), needs_sms: z.boolean() }),
    ),
  }),
};
