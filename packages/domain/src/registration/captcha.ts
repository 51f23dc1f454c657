// Captcha readiness polling (spec 000 and 001 section 9), for the registration and sign-in flows.
export { CAPTCHA_POLL_ATTEMPTS, CAPTCHA_POLL_INTERVAL_MS } from '../constants.ts';

/** The message a dismissed captcha rejects the flow with (spec 000 section 8). */
export const DISMISSED_CAPTCHA = 'Dismissed captcha';
