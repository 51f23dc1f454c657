import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { conflict } from '../../platform/http/errors.ts';
import { seal, unseal } from '../../platform/security/seal.ts';
import { generateTotpSecret, totpUri, verifyTotp } from '../../platform/security/totp.ts';
import { twoFactorSecrets } from './schema.ts';

/** The code that proves the phone when two-factor is turned on (SMS or Telegram). */
export const TWO_FACTOR_ACTIVATION_PURPOSE = 'two-factor-activation';
const ISSUER = 'Arenabet';

export type EnableResult = 'enabled' | 'wrong-app-code' | 'wrong-sms-code' | 'sms-code-required';

/**
 * Authenticator two-factor (RFC 6238). The secret is sealed with the site's two-factor key;
 * every accepted code moves `last_used_step` forward in the same statement that checks it,
 * so a code works once even when two requests race.
 */
export class TwoFactorService {
  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async isEnabled(playerId: number): Promise<boolean> {
    const row = await this.row(playerId);
    return row?.enabledAt != null;
  }

  /** A new secret for the QR-code step; 409 when two-factor is already on. */
  async start(playerId: number) {
    if (await this.isEnabled(playerId)) throw conflict('two_factor_already_enabled');
    const secret = generateTotpSecret();
    const secretSealed = await this.sealFor(playerId, secret);
    const now = this.deps.clock.now();
    await this.db
      .insert(twoFactorSecrets)
      .values({ playerId, secretSealed, createdAt: now })
      .onConflictDoUpdate({
        target: twoFactorSecrets.playerId,
        set: { secretSealed, createdAt: now, lastUsedStep: null },
        // Never replace the secret of an enabled two-factor.
        setWhere: isNull(twoFactorSecrets.enabledAt),
      });
    const player = await this.services.players.byId(playerId);
    const link = totpUri(secret, ISSUER, player?.email ?? String(playerId));
    return {
      qrCodeUrl: await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
      link,
      secret,
    };
  }

  /** Whether turning two-factor on also needs a code sent to the player's phone. */
  async needsPhoneCode(playerId: number): Promise<boolean> {
    const player = await this.services.players.byId(playerId);
    return Boolean(player?.phone && player.phoneConfirmedAt);
  }

  /** Sends the activation code to the confirmed phone by SMS or Telegram. */
  async sendActivationCode(playerId: number, channel: 'sms' | 'telegram') {
    const player = await this.services.players.byId(playerId);
    if (!player?.phone || !player.phoneConfirmedAt) return null;
    return this.services.codes.issue({
      purpose: TWO_FACTOR_ACTIVATION_PURPOSE,
      target: String(playerId),
      channel,
      recipient: player.phone,
      playerId,
      message: (code) => ({
        subject: 'Two-factor activation',
        body: `Your code to turn on two-factor authentication: ${code}`,
      }),
    });
  }

  /**
   * Turns two-factor on: the phone code first (when there is a phone), then the app code,
   * which is spent as it is accepted.
   */
  async enable(playerId: number, appCode: string, smsCode?: string): Promise<EnableResult> {
    const row = await this.row(playerId);
    if (!row) return 'wrong-app-code';
    if (row.enabledAt) throw conflict('two_factor_already_enabled');
    if (await this.needsPhoneCode(playerId)) {
      if (!smsCode) return 'sms-code-required';
      const check = await this.services.codes.check(
        TWO_FACTOR_ACTIVATION_PURPOSE,
        String(playerId),
        smsCode,
        true,
      );
      if (check !== 'confirmed') return 'wrong-sms-code';
    }
    const step = await this.acceptCode(playerId, appCode, false);
    if (step === null) return 'wrong-app-code';
    // The phone code was kept until the app code was right; now it is used up.
    if (smsCode) {
      await this.services.codes.check(TWO_FACTOR_ACTIVATION_PURPOSE, String(playerId), smsCode);
    }
    return 'enabled';
  }

  /** Turns two-factor off with a current authenticator code; false when the code is wrong. */
  async disable(playerId: number, code: string): Promise<boolean> {
    if (!(await this.verify(playerId, code))) return false;
    await this.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.playerId, playerId));
    return true;
  }

  /** A code of the player's enabled authenticator, each code accepted once. */
  async verify(playerId: number, code: string): Promise<boolean> {
    return (await this.acceptCode(playerId, code, true)) !== null;
  }

  /**
   * Finds the step the code belongs to, then moves `last_used_step` to it only if no other
   * request got there first. `enabled` picks the row state: an enabled secret (sign-in,
   * disable) or a pending one (enable, which also sets `enabled_at`).
   */
  private async acceptCode(playerId: number, code: string, enabled: boolean) {
    const row = await this.row(playerId);
    if (!row || (row.enabledAt !== null) !== enabled) return null;
    const secret = unseal(row.secretSealed, await this.key(), context(playerId));
    if (!secret) return null;
    const now = this.deps.clock.now();
    const step = verifyTotp(secret, code.replace(/\s/g, ''), now, row.lastUsedStep);
    if (step === null) return null;
    const accepted = await this.db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step, ...(enabled ? {} : { enabledAt: now }) })
      .where(
        and(
          eq(twoFactorSecrets.playerId, playerId),
          enabled ? isNotNull(twoFactorSecrets.enabledAt) : isNull(twoFactorSecrets.enabledAt),
          or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        ),
      )
      .returning({ playerId: twoFactorSecrets.playerId });
    return accepted.length > 0 ? step : null;
  }

  private async row(playerId: number) {
    const [row] = await this.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.playerId, playerId));
    return row ?? null;
  }

  private key(): Promise<string> {
    return this.deps.secret('two-factor-key');
  }

  private async sealFor(playerId: number, secret: string): Promise<string> {
    return seal(secret, await this.key(), context(playerId));
  }
}

/** Bound into the sealed secret: a secret copied to another player's row does not open. */
function context(playerId: number): string {
  return `two-factor:${playerId}`;
}
