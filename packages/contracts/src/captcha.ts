import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';
import { CAPTCHA_TYPES } from './site-config.ts';

/** The header a solved captcha travels in (the spec's name). */
export const CAPTCHA_HEADER = 'x-captcha-token';

/** What the browser must solve for the self-hosted (`custom`) captcha. */
export const proofOfWorkChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxNumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});

/**
 * The solution, sent base64-encoded as JSON in `x-captcha-token`: the challenge as received
 * (without maxNumber) plus the number found.
 */
export const proofOfWorkSolution = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  number: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type ProofOfWorkSolution = z.infer<typeof proofOfWorkSolution>;

export const captchaCalls = {
  challenge: defineCall({
    method: 'GET',
    path: '/web-api/captcha/challenge',
    summary: "A captcha challenge of the site's configured type",
    description:
      'For `custom` (self-hosted proof of work) the challenge to solve; for `disabled` none. ' +
      'Other types (google, hunt, puzzle, hcaptcha) answer `needsKeys: true` until keys are configured.',
    tag: 'captcha',
    access: 'public',
    response: resource(
      'captcha-challenge',
      z.object({
        type: z.enum(CAPTCHA_TYPES),
        needsKeys: z.boolean(),
        challenge: z.nullable(proofOfWorkChallenge),
      }),
    ),
  }),
};
