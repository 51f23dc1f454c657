import type { SecurityOverview } from '@arenabet/contracts/profile';
import { validateEmail } from '@arenabet/domain';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { postgresCode } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { AttemptMeta } from '../auth/service.ts';
import type { Player } from '../players/service.ts';

export class ProfileService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}

  async overview(playerId: number): Promise<SecurityOverview> {
    const player = await this.player(playerId);
    return {
      login: player.login,
      email: player.email,
      email_confirmed: player.email !== null && player.emailConfirmedAt !== null,
      phone: player.phone,
      phone_confirmed: player.phone !== null && player.phoneConfirmedAt !== null,
      password_changed_at: player.passwordChangedAt?.toISOString() ?? null,
      security_question_set: await this.services.securityQuestion.isSet(playerId),
      two_factor_enabled: await this.services.twoFactor.isEnabled(playerId),
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
    await this.services.registration.sendActivationMail(playerId, language, origin);
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

  private async player(playerId: number): Promise<Player> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw badRequest('auth_required');
    return player;
  }
}

function fail(field: string, key: string): never {
  throw badRequest('validation_failed', { [field]: [key] });
}
