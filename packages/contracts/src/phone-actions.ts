/*
 * Phone binding, confirmation and change (spec 000 section 7, Phone): the v1, v2 and v3 calls
 * exactly as the spec names them. How they fit together (the spec shows no flow):
 * - Binding a phone: a code goes to the new phone by SMS (v2 create-phone-number) or by
 *   Telegram (v2 add-phone-by-telegram-code); v1 createPhoneNumber/confirm with that code binds
 *   it, confirmed.
 * - Changing a bound phone needs the security-question answer when the player has set one
 *   (user_answer) and a code sent to the new phone:
 *   v2: update-phone-number {phone_number, user_answer} sends the code (SMS; or
 *       update-phone-by-telegram-code by Telegram); the same call again with confirm_code
 *       binds the new phone.
 *   v3: check-user-answer checks the answer alone (for a form that asks it first);
 *       update {phone, country_code, user_answer} sends the code to the new phone;
 *       update/check-confirm-code?confirm_code binds it.
 *   v1: updatePhoneNumber/sendCode {user_answer} (or sendTelegramCode) sends a code to the
 *       phone bound now; updatePhoneNumber/confirm {confirm_code} proves the player holds it
 *       and unbinds it, so that the new phone is bound as in the binding flow above.
 * A phone is written as E.164 or typed nationally with country_code (alpha-2, 'ru'); it must
 * pass the phone rules of its country. Every code is 6 digits, lives 10 minutes, 5 tries.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { requiredText, storableText } from './primitives.ts';

const phoneText = requiredText(32);
const confirmCode = requiredText(16, { requiredKey: 'auth_required_field' });
const userAnswer = storableText().check(z.maxLength(256, 'max_symbols_limit'));

export const codeSent = z.object({ message: z.string(), code_length: z.int() });
export const phoneBound = z.object({ message: z.string(), phone: z.nullable(z.string()) });

const sent = (type: string) => resource(type, codeSent);

function phoneCall<B extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  summary: string,
  body: B,
  response: R,
  description?: string,
) {
  return defineCall({
    method: 'POST',
    path,
    summary,
    tag: 'security',
    access: 'player',
    body: resourceBody(body),
    response,
    ...(description ? { description } : {}),
  });
}

const V2 = '/web-api/api/internal/v2/phone-actions';
const V1 = '/web-api/api/internal/v1/phoneActions';
const V3 = '/web-api/api/internal/v3/phone-number';

export const phoneUpdateV2 = z.object({
  phone_number: phoneText,
  confirm_code: z.optional(confirmCode),
  user_answer: z.optional(userAnswer),
});

export const phoneActionCalls = {
  createPhoneNumber: phoneCall(
    `${V2}/create-phone-number`,
    'Send an SMS code to a phone to bind (no phone bound yet)',
    z.object({ phone_number: phoneText }),
    sent('phone-code'),
  ),
  addPhoneByTelegramCode: phoneCall(
    `${V2}/add-phone-by-telegram-code`,
    'Send the binding code by Telegram instead of SMS',
    z.object({ phone_number: phoneText }),
    sent('phone-code'),
  ),
  updatePhoneNumber: phoneCall(
    `${V2}/update-phone-number`,
    'Change the bound phone: without confirm_code sends a code to the new phone, with it binds',
    phoneUpdateV2,
    z.union([sent('phone-code'), resource('phone', phoneBound)]),
    'user_answer is required when the player has a security question ' +
      "(validation_errors.user_answer ['required' | 'security_answer_wrong']).",
  ),
  updatePhoneByTelegramCode: phoneCall(
    `${V2}/update-phone-by-telegram-code`,
    'Change the bound phone: send the code to the new phone by Telegram',
    z.object({ phone_number: phoneText, user_answer: z.optional(userAnswer) }),
    sent('phone-code'),
  ),
  createPhoneNumberConfirm: phoneCall(
    `${V1}/createPhoneNumber/confirm`,
    'Bind a phone with the code sent to it',
    z.object({
      phone_number: phoneText,
      confirm_code: confirmCode,
      /** Accepted as the spec names it; the site has no SMS-to-apps delivery to switch. */
      is_send_sms_to_apps: z.optional(z.boolean()),
    }),
    resource('phone', phoneBound),
  ),
  updatePhoneNumberSendCode: phoneCall(
    `${V1}/updatePhoneNumber/sendCode`,
    'Send a code to the phone bound now, to change it',
    z.object({ user_answer: z.optional(userAnswer) }),
    sent('phone-code'),
  ),
  sendTelegramCode: phoneCall(
    `${V1}/sendTelegramCode`,
    'Send the change code of the phone bound now by Telegram',
    z.object({ user_answer: z.optional(userAnswer) }),
    sent('phone-code'),
  ),
  updatePhoneNumberConfirm: phoneCall(
    `${V1}/updatePhoneNumber/confirm`,
    'Confirm the code of the phone bound now; unbinds it so a new one can be bound',
    z.object({ confirm_code: confirmCode }),
    resource('phone', phoneBound),
  ),
  updateV3: phoneCall(
    `${V3}/update`,
    'Bind or change the phone: send a code to the new phone (national number + country)',
    z.object({
      phone: phoneText,
      country_code: z.string().check(z.regex(/^[a-zA-Z]{2}$/, 'validation_invalid_format')),
      user_answer: z.optional(userAnswer),
    }),
    sent('phone-code'),
  ),
  checkConfirmCodeV3: defineCall({
    method: 'GET',
    path: `${V3}/update/check-confirm-code`,
    summary: 'Bind the phone of the last v3 update with its code',
    description:
      'The phone is the one the last v3 update named (remembered in a cookie), or `phone` (E.164).',
    tag: 'security',
    access: 'player',
    query: z.object({ confirm_code: confirmCode, phone: z.optional(phoneText) }),
    response: resource('phone', phoneBound),
  }),
  checkUserAnswerV3: defineCall({
    method: 'GET',
    path: `${V3}/check-user-answer`,
    summary: "Check the player's security-question answer",
    description: "400 validation_errors.user_answer ['security_answer_wrong'] when wrong.",
    tag: 'security',
    access: 'player',
    query: z.object({ user_answer: userAnswer }),
    response: resource('security-answer-check', z.object({ correct: z.boolean() })),
  }),
};
