import { CAPTCHA_REQUIRED, type CaptchaType } from '@arenabet/contracts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { LimitKey } from '../../platform/sign-in-limits.ts';
import type { CaptchaService } from '../captcha/service.ts';
import { SignInLocked, type SignInLockout } from './lockout.ts';

/**
 * One sign-in attempt's checks around the password (or code) check, for players and operators:
 * locks and captcha before any hashing, the failure counted after, the keys a success forgives
 * cleared when a session opens.
 */
export class SignInAttempts {
  constructor(
    readonly lockout: SignInLockout,
    private readonly captcha: Pick<CaptchaService, 'require'>,
    private readonly captchaType: () => Promise<CaptchaType>,
  ) {}

  /** 429 while locked; a captcha when earlier failures call for one. */
  async guard(keys: LimitKey[], captchaToken: string | undefined): Promise<void> {
    const { captchaRequired } = await this.lockout.check(keys);
    if (!captchaRequired) return;
    const type = await this.captchaType();
    // An operator who turned the captcha off keeps the locks of the pair alone.
    if (type === 'disabled') return;
    if (!captchaToken) throw badRequest(CAPTCHA_REQUIRED, { captcha: [CAPTCHA_REQUIRED] });
    await this.captcha.require(type, captchaToken);
  }

  /** Counts the failure; the error to answer says when a captcha or a wait comes next. */
  async failed(keys: LimitKey[], message: string, field?: string): Promise<AppError> {
    const { captchaRequired, lockedForMs } = await this.lockout.failed(keys);
    if (lockedForMs > 0) return new SignInLocked(Math.ceil(lockedForMs / 1000));
    const errors = {
      ...(field ? { [field]: [message] } : {}),
      ...(captchaRequired ? { captcha: [CAPTCHA_REQUIRED] } : {}),
    };
    const status = field ? 400 : 401;
    return new AppError(status, message, Object.keys(errors).length > 0 ? errors : undefined);
  }

  succeeded(keys: LimitKey[]): Promise<void> {
    return this.lockout.succeeded(keys);
  }
}
