import type { passwordChangeAttributes, passwordResetFinish } from '@arenabet/contracts/password';
import { validateEmail } from '@arenabet/domain';
import { newPasswordRules, passwordChangeRules } from '@arenabet/domain/validation/password';
import { validateFields } from '@arenabet/domain/validation/validate-fields';
import type { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SignedInPlayer } from '../auth/service.ts';
import { CODE_LENGTH } from '../outbox/confirmation-codes.ts';
import type { Player } from '../players/service.ts';
import { FailureCounter } from './failure-counter.ts';

type PasswordChange = z.output<typeof passwordChangeAttributes>;
type PasswordResetFinish = z.output<typeof passwordResetFinish>;

/** Wrong old passwords per player in 15 minutes: a captcha from 3 on, 429 past 10. */
const WRONG_OLD_WINDOW_MS = 15 * 60_000;
const WRONG_OLD_BEFORE_CAPTCHA = 3;
const WRONG_OLD_LIMIT = 10;

const RESET_PURPOSE = 'password_reset';
/** No session has this id: closing "all others" than it closes every session. */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

export type ResetChannel = 'email' | 'sms';

export class PasswordService {
  private readonly wrongOld: FailureCounter;
  private readonly wrongOldLimit: RateLimiter;

  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {
    this.wrongOld = new FailureCounter(WRONG_OLD_WINDOW_MS, deps.clock);
    this.wrongOldLimit = new RateLimiter(WRONG_OLD_LIMIT, WRONG_OLD_WINDOW_MS, deps.clock);
  }

  /** Rules first, then the old password; nothing is written unless everything passed. */
  async change(player: SignedInPlayer, change: PasswordChange, captchaToken: string | undefined) {
    assertFields(passwordChangeRules(), change);
    const key = String(player.playerId);
    if (captchaToken !== undefined || this.wrongOld.count(key) >= WRONG_OLD_BEFORE_CAPTCHA) {
      await this.services.captcha.require(await this.deps.captchaType(), captchaToken);
    }
    if (!(await this.services.players.passwordMatches(player.playerId, change.old_password))) {
      this.wrongOld.add(key);
      this.wrongOldLimit.hit(key);
      throw badRequest('validation_failed', { old_password: ['password_wrong_old'] });
    }
    this.wrongOld.reset(key);
    await this.services.players.setPassword(
      player.playerId,
      change.password,
      this.deps.clock.now(),
    );
    if (!change.end_other_sessions) return 0;
    return this.services.auth.closeOtherSessions(player.playerId, player.sessionId);
  }

  /**
   * Sends a reset code to the address the login names. Answers the same whether an account
   * has it or not, so the call does not tell which addresses are registered.
   */
  async sendResetCode(login: string): Promise<{ channel: ResetChannel; codeLength: number }> {
    const channel = resetChannel(login);
    const player = await this.playerFor(login, channel);
    const recipient = channel === 'email' ? player?.email : player?.phone;
    if (player && recipient) {
      await this.services.codes.issue({
        purpose: RESET_PURPOSE,
        target: String(player.id),
        channel,
        recipient,
        playerId: player.id,
        message: (code) => ({
          subject: 'Password reset',
          body: `Your password reset code: ${code}. It is valid for 10 minutes.`,
        }),
      });
    }
    return { channel, codeLength: CODE_LENGTH };
  }

  /** Checks a reset code and keeps it for the final step. */
  async checkResetCode(login: string, code: string): Promise<void> {
    await this.useResetCode(login, code, true);
  }

  /** Sets the new password with the code and closes every session of the player. */
  async finishReset(reset: PasswordResetFinish): Promise<void> {
    assertFields(newPasswordRules(), reset);
    const player = await this.useResetCode(reset.login, reset.code, false);
    await this.services.players.setPassword(player.id, reset.password, this.deps.clock.now());
    await this.services.auth.closeOtherSessions(player.id, NO_SESSION);
  }

  private async useResetCode(login: string, code: string, keep: boolean): Promise<Player> {
    const player = await this.playerFor(login, resetChannel(login));
    const result = player
      ? await this.services.codes.check(RESET_PURPOSE, String(player.id), code, keep)
      : 'wrong';
    if (player && result === 'confirmed') return player;
    const key = result === 'expired' ? 'code_expired' : 'auth_incorrect_code';
    throw badRequest('validation_failed', { code: [key] });
  }

  private async playerFor(login: string, channel: ResetChannel): Promise<Player | null> {
    const players = this.services.players;
    return channel === 'email' ? players.byEmail(login) : players.byPhone(login);
  }
}

/** An e-mail goes by e-mail, anything else must be a phone (spec: e-mail or phone). */
function resetChannel(login: string): ResetChannel {
  if (login.includes('@')) {
    const failed = validateEmail(login);
    if (failed) throw badRequest('validation_failed', { login: [failed.key] });
    return 'email';
  }
  if (!/^\+?[\d\s()-]+$/.test(login) || login.replace(/\D/g, '').length < 6) {
    throw badRequest('validation_failed', { login: ['password_reset_login_kind'] });
  }
  return 'sms';
}

function assertFields(rules: ReturnType<typeof newPasswordRules>, values: object): void {
  const strings = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const errors = validateFields(strings, rules);
  if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
}
