import {
  CAPTCHA_POLL_ATTEMPTS,
  CAPTCHA_POLL_INTERVAL_MS,
} from '@arenabet/domain/registration/captcha';

/** Resolves when `ready()` holds, checking every interval up to `attempts` times. */
export function pollReadiness(
  ready: () => boolean,
  signal: { cancelled: boolean },
  interval = CAPTCHA_POLL_INTERVAL_MS,
  attempts = CAPTCHA_POLL_ATTEMPTS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const tick = () => {
      if (signal.cancelled) return resolve(false);
      if (ready()) return resolve(true);
      if (++tries >= attempts) return resolve(false);
      setTimeout(tick, interval);
    };
    tick();
  });
}
