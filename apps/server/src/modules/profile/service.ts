import type { SecurityOverview } from '@arenabet/contracts/profile';
import { validateEmail } from '@arenabet/domain';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { postgresCode } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { AttemptMeta } from '../auth/service.ts';
import type { Player } from '../players/service.ts';

/**
 * Services other engineers are adding; until they land, the fallbacks below keep the office
 * working. Read at call time, so whichever arrives is used at once.
 */
interface ActivationMailSender {
  sendActivationMail?(playerId: number, language: string, origin?: string): Promise<unknown>;
}
interface TwoFactorState {
  isEnabled?(playerId: number): Promise<boolean>;
}

export class ProfileService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}

  async overview(playerId: number): Promise<SecurityOverview> {
    const player = await this.player(playerId);
    const twoFactor = this.services.twoFactor as unknown as TwoFactorState;
    return {
      login: player.login,
      email: player.email,
      email_confirmed: player.email !== null && player.emailConfirmedAt !== null,
      phone: player.phone,
      phone_confirmed: player.phone !== null && player.phoneConfirmedAt !== null,
      password_changed_at: player.passwordChangedAt?.toISOString() ?? null,
      security_question_set: await this.services.securityQuestion.isSet(playerId),
      two_factor_enabled: (await twoFactor.isEnabled?.(playerId)) ?? false,
      auth_by_email: player.authByEmail,
    };
  }

  /** The login is checked by the contract; here only that nobody else has it. */
  async changeLogin(playerId: number, login: string): Promise<string> {
    const holder = await this.services.players.findByLogin(login);
    if (holder && holder.id !== playerId && holder.login === login) fail('login', 'login_taken');
    try {
      await this.services.players.setLogin(playerId, login);
    } catch (error) {
      if (postgresCode(error) === '23505') fail('login', 'login_taken');
      throw error;
    }
    return login;
  }

  /**
   * A new e-mail is unconfirmed until its activation letter is used; 'auth by e-mail' goes off
   * with the old address, since its codes would go to an address not yet proven.
   */
  async changeEmail(
    playerId: number,
    change: { email: string; password: string; language?: string | undefined },
    origin: string,
    meta: AttemptMeta,
  ) {
    const email = change.email.toLowerCase();
    const failed = validateEmail(email);
    if (failed) fail('email', failed.key);
    // The password before anything about other accounts: a session alone must not learn
    // which addresses are registered.
    await this.services.auth.checkProof(
      playerId,
      meta,
      () => this.services.players.passwordMatches(playerId, change.password),
      { field: 'password', message: 'password_wrong_old' },
    );
    const player = await this.player(playerId);
    if (player.email === email) fail('email', 'email_same');
    const holder = await this.services.players.byEmail(email);
    if (holder && holder.id !== playerId) fail('email', 'email_taken');
    try {
      await this.services.players.setEmail(playerId, email);
    } catch (error) {
      if (postgresCode(error) === '23505') fail('email', 'email_taken');
      throw error;
    }
    if (player.authByEmail) await this.services.players.setAuthByEmail(playerId, false);
    const language = change.language ?? (await this.deps.defaultLanguage());
    await this.sendActivationLetter(playerId, email, language, origin);
    return email;
  }

  async setAuthByEmail(playerId: number, on: boolean): Promise<boolean> {
    const player = await this.player(playerId);
    if (on && (player.email === null || player.emailConfirmedAt === null)) {
      fail('auth_by_email', 'auth_by_email_needs_confirmed_email');
    }
    await this.services.players.setAuthByEmail(playerId, on);
    return on;
  }

  /**
   * The registration module owns activation letters; until its sendActivationMail lands, a
   * code for the same purpose goes through the outbox here.
   */
  private async sendActivationLetter(
    playerId: number,
    email: string,
    language: string,
    origin: string,
  ) {
    const registration = this.services.registration as unknown as ActivationMailSender;
    if (registration.sendActivationMail) {
      await registration.sendActivationMail(playerId, language, origin);
      return;
    }
    await this.services.codes.issue({
      purpose: 'email_activation',
      target: String(playerId),
      channel: 'email',
      recipient: email,
      playerId,
      message: (code) => ({
        subject: 'Confirm your e-mail',
        body: `Your e-mail activation code: ${code}. It is valid for 10 minutes.`,
      }),
    });
  }

  private async player(playerId: number): Promise<Player> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw badRequest('auth_required');
    return player;
  }
}

function fail(field: string, key: string): never {
  throw badRequest('validation_failed', { [field]: [key] });
}
