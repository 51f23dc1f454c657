import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';
import { idNumber, languageCode, storableText } from './primitives.ts';
import { registrationData } from './registration-form.ts';

export const REGISTRATION_SECTIONS = ['main', 'promo'] as const;

export const registrationQuery = z.object({
  isWidget: z.pipe(
    z.optional(z.enum(['0', '1', 'true', 'false'])),
    z.transform((value) => value === '1' || value === 'true'),
  ),
  section: z.optional(z.enum(REGISTRATION_SECTIONS)),
  country_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  lng: z.optional(languageCode),
});

/** One click: the site makes the login (the account number) and the password. */
export const fastRegistrationAttributes = z.object({
  type: z.literal('fast_reg'),
  currency_id: idNumber,
  country_id: z.optional(idNumber),
  bonus_choice: z.optional(storableText().check(z.maxLength(64))),
  ref_code: z.optional(storableText().check(z.maxLength(64))),
  partner: z.optional(idNumber),
});

/** A value of a configured field: text, a number (ids) or a checkbox. */
const formFieldValue = z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean()]);

/**
 * Phone, e-mail and short registration: the configured fields of the tab, checked by the field
 * rules of packages/domain (so the answer keys errors by field id, as the form shows them).
 * Phone: `tel_code` (phone country id), `phone` (the number after the code), `phone_confirmation`.
 */
export const formRegistrationAttributes = z.catchall(
  z.object({ type: z.enum(['phone_reg', 'full_reg', 'short_reg']) }),
  formFieldValue,
);

export const registerAttributes = z.discriminatedUnion('type', [
  fastRegistrationAttributes,
  formRegistrationAttributes,
]);

/** Without `data` the call answers the registration data instead of registering. */
export const registrationBody = z.object({
  data: z.optional(z.object({ type: z.optional(z.string()), attributes: registerAttributes })),
});

export const registrationResult = resource(
  'registration',
  z.object({
    userId: z.int(),
    /** Shown once, for one-click registration only: the player must keep it. */
    password: z.optional(z.string()),
    expireDate: z.string(),
  }),
);

export const registrationCalls = {
  register: defineCall({
    method: 'POST',
    path: '/web-api/registration',
    summary: 'Register (signs the new player in)',
    description:
      'With a body `{data: {attributes: {type, ...}}}` registers and signs the player in (201): ' +
      'needs a solved captcha in x-captcha-token unless the captcha is disabled; one-click ' +
      '(`fast_reg`) answers the generated password once; `phone_reg` needs the SMS code from ' +
      '/web-api/registration/phone/send-code in `phone_confirmation`; `full_reg` (and ' +
      '`short_reg`, stored as full_reg) sends an e-mail activation letter. Without a body (or ' +
      'without `data`) it answers the registration data (200, type `registration-data`): tabs, ' +
      'minimum ages, additionalConfig with its defaults, banner and bonuses (none yet); no ' +
      'captcha is needed for that.',
    tag: 'registration',
    access: 'public',
    query: registrationQuery,
    body: registrationBody,
    response: z.union([registrationResult, registrationData]),
    successStatus: 201,
  }),
};
