import type { passwordChangeAttributes, passwordResetFinish } from '@arenabet/contracts/password';
import { validateEmail } from '@arenabet/domain';
import { newPasswordRules, passwordChangeRules } from '@arenabet/domain/validation/password';
import { validateFields } from '@arenabet/domain/validation/validate-fields';
import type { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { AttemptMeta, SignedInPlayer } from '../auth/service.ts';
import { CODE_LENGTH } from '../outbox/confirmation-codes.ts';
import { type Player, phoneDigits } from '../players/service.ts';

type PasswordChange = z.output<typeof passwordChangeAttributes>;
type PasswordResetFinish = z.output<typeof passwordResetFinish>;

const RESET_PURPOSE = 'password_reset';
/** No session has this id: closing "all others" than it closes every session. */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

export type ResetChannel = 'email' | 'sms';

export class PasswordService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}

  /**
   * Rules first, then the old password, which counts like a sign-in attempt (captcha, then a
   * growing lock); nothing is written unless everything passed.
   */
  async change(player: SignedInPlayer, change: PasswordChange, meta: AttemptMeta) {
    assertFields(passwordChangeRules(), change);
    await this.services.auth.checkProof(
      player.playerId,
      meta,
      () => this.services.players.passwordMatches(player.playerId, change.old_password),
      { field: 'old_password', message: 'password_wrong_old' },
    );
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
    const recipient = (channel === 'email' ? player?.email : player?.phone) ?? null;
    // An unknown login gets a code sent to nobody: the same answers, send limits included.
    await this.services.codes.issue({
      purpose: RESET_PURPOSE,
      target: resetTarget(login, channel),
      channel,
      recipient,
      playerId: player?.id ?? null,
      message: (code) => ({
        subject: 'Password reset',
        body: `Your password reset code: ${code}. It is valid for 10 minutes.`,
      }),
    });
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
    const channel = resetChannel(login);
    const player = await this.playerFor(login, channel);
    const result = player
      ? await this.services.codes.check(RESET_PURPOSE, resetTarget(login, channel), code, keep)
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

/** The address the code is for, written one way whatever way the player typed it. */
function resetTarget(login: string, channel: ResetChannel): string {
  return channel === 'email' ? login.trim().toLowerCase() : phoneDigits(login);
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
