import { CAPTCHA_REQUIRED } from '@arenabet/contracts';
import { useCallback, useEffect, useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { requestCaptchaToken } from '../../../shared/captcha/request-captcha-token.ts';
import { asksForCaptcha, lockedForSeconds } from '../components/sign-in-errors.ts';

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds until `until` (ms since 1970), ticking once a second; 0 when past or unset. */
export function useSecondsLeft(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * What the server asks of the next sign-in attempt: a captcha after repeated failures, a wait
 * while the account or address is locked. `run` solves the captcha when needed and, when the
 * server asks for one this form did not know about, solves it and tries once more.
 */
export function useAttemptGuard() {
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [checking, setChecking] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const lockSeconds = useSecondsLeft(lockedUntil);

  const solve = useCallback(async () => {
    setChecking(true);
    try {
      return await requestCaptchaToken();
    } finally {
      setChecking(false);
    }
  }, []);

  const run = useCallback(
    async <T>(attempt: (captcha: string | null) => Promise<T>): Promise<T> => {
      const captcha = captchaNeeded ? await solve() : null;
      try {
        return await attempt(captcha);
      } catch (error) {
        if (asksForCaptcha(error)) setCaptchaNeeded(true);
        const lock = lockedForSeconds(error);
        if (lock !== null) setLockedUntil(Date.now() + lock * 1000);
        const unasked = error instanceof HTTPError && error.message === CAPTCHA_REQUIRED;
        if (unasked && captcha === null) return attempt(await solve());
        throw error;
      }
    },
    [captchaNeeded, solve],
  );

  return { run, captchaNeeded, checking, lockSeconds };
}
