import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { postgresCode } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import type { CodeCheck } from '../outbox/confirmation-codes.ts';
import type { Player } from '../players/service.ts';
import { checkPhone } from './phone-check.ts';

/** A code sent to a phone to bind (new or replacing), for that player and that phone only. */
const BIND_PURPOSE = 'phone_bind';
/** A code sent to the phone bound now, proving the player still holds it (v1 change). */
const CURRENT_PURPOSE = 'phone_change';

export type CodeChannel = 'sms' | 'telegram';

/** Where a phone came from in a request: its field id, and the country for a national number. */
export interface PhoneInput {
  text: string;
  field: string;
  countryCode?: string | undefined;
}

export interface BindRequest {
  channel: CodeChannel;
  /** 'create' binds a first phone only; 'change' replaces a bound one, behind the answer. */
  mode: 'create' | 'change';
  userAnswer?: string | undefined;
}

const CODE_FIELD = 'confirm_code';

function codeMessage(code: string) {
  return { subject: 'Phone confirmation', body: `Your phone confirmation code: ${code}` };
}

/** Codes one player may have sent to new phones in an hour, whatever the numbers. */
const BIND_SENDS_PER_HOUR = 10;

export class PhoneActionsService {
  /** Each phone has its own send limit; this one stops a player texting many phones. */
  private readonly sendsPerPlayer: RateLimiter;

  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {
    this.sendsPerPlayer = new RateLimiter(BIND_SENDS_PER_HOUR, 60 * 60_000, deps.clock);
  }

  /** Sends a code to a phone the player wants to bind. */
  async sendBindCode(playerId: number, input: PhoneInput, request: BindRequest) {
    const player = await this.player(playerId);
    const phone = await this.newPhone(player, input);
    const bound = player.phone !== null && player.phoneConfirmedAt !== null;
    if (bound && request.mode === 'create') fail(input.field, 'phone_already_bound');
    if (bound) await this.services.securityQuestion.requireAnswer(playerId, request.userAnswer);
    this.sendsPerPlayer.hit(String(playerId));
    const issued = await this.services.codes.issue({
      purpose: BIND_PURPOSE,
      target: bindTarget(playerId, phone),
      channel: request.channel,
      recipient: phone,
      playerId,
      message: codeMessage,
    });
    return { phone, codeLength: issued.codeLength };
  }

  /** Binds the phone with the code sent to it; the phone is confirmed from now on. */
  async bindWithCode(playerId: number, input: PhoneInput, code: string): Promise<string> {
    const phone = await this.newPhone(await this.player(playerId), input);
    const result = await this.services.codes.check(BIND_PURPOSE, bindTarget(playerId, phone), code);
    assertConfirmed(result);
    try {
      await this.services.players.setPhone(playerId, phone, this.deps.clock.now());
    } catch (error) {
      // Another player bound it between our check and this write.
      if (postgresCode(error) === '23505') fail(input.field, 'phone_taken');
      throw error;
    }
    return phone;
  }

  /** v1 change: a code to the phone bound now, behind the security answer. */
  async sendCurrentPhoneCode(playerId: number, channel: CodeChannel, userAnswer?: string) {
    const player = await this.player(playerId);
    if (player.phone === null) throw badRequest('phone_not_bound');
    await this.services.securityQuestion.requireAnswer(playerId, userAnswer);
    const issued = await this.services.codes.issue({
      purpose: CURRENT_PURPOSE,
      target: String(playerId),
      channel,
      recipient: player.phone,
      playerId,
      message: codeMessage,
    });
    return { codeLength: issued.codeLength };
  }

  /** v1 change: the code of the phone bound now unbinds it, so that a new one can be bound. */
  async confirmCurrentPhone(playerId: number, code: string): Promise<void> {
    const player = await this.player(playerId);
    if (player.phone === null) throw badRequest('phone_not_bound');
    assertConfirmed(await this.services.codes.check(CURRENT_PURPOSE, String(playerId), code));
    await this.services.players.setPhone(playerId, null, null);
  }

  /** A valid phone that is not this player's already and no other player's. */
  private async newPhone(player: Player, input: PhoneInput): Promise<string> {
    const settings = await this.deps.siteSettings({ countryId: player.countryId });
    const checked = checkPhone(input.text, settings, input.countryCode);
    if ('failure' in checked) fail(input.field, checked.failure);
    const { phone } = checked;
    if (player.phone === phone && player.phoneConfirmedAt !== null) fail(input.field, 'phone_same');
    const holder = await this.services.players.byPhone(phone);
    if (holder && holder.id !== player.id) fail(input.field, 'phone_taken');
    return phone;
  }

  private async player(playerId: number): Promise<Player> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw badRequest('auth_required');
    return player;
  }
}

function bindTarget(playerId: number, phone: string): string {
  return `${playerId}:${phone}`;
}

function assertConfirmed(result: CodeCheck): void {
  if (result === 'confirmed') return;
  fail(CODE_FIELD, result === 'expired' ? 'code_expired' : 'auth_incorrect_code');
}

function fail(field: string, key: string): never {
  throw badRequest('validation_failed', { [field]: [key] });
}
