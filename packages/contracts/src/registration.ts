import { z } from 'zod';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, storableText } from './primitives.ts';

export const REGISTRATION_SECTIONS = ['main', 'promo'] as const;

export const registrationQuery = z.object({
  isWidget: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** One click: the site makes the login (the account number) and the password. */
export const fastRegistrationAttributes = z.object({
  type: z.literal('fast_reg'),
  currency_id: idNumber,
  country_id: idNumber.optional(),
  bonus_choice: storableText().max(64).optional(),
  ref_code: storableText().max(64).optional(),
  partner: idNumber.optional(),
});

export const registrationBody = resourceBody(fastRegistrationAttributes);

export const registrationResult = resource(
  'registration',
  z.object({
    userId: z.number().int(),
    /** Shown once, for one-click registration only: the player must keep it. */
    password: z.string().optional(),
    expireDate: z.string(),
  }),
);

export const registrationCalls = {
  register: defineCall({
    method: 'POST',
    path: '/web-api/registration',
    summary: 'Register (signs the new player in)',
    description:
      'Needs a solved captcha in x-captcha-token unless the captcha is disabled. One-click ' +
      '(`fast_reg`) answers the generated password once.',
    tag: 'registration',
    access: 'public',
    query: registrationQuery,
    body: registrationBody,
    response: registrationResult,
    successStatus: 201,
  }),
};
