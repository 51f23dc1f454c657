import { randomInt } from 'node:crypto';
import type { fastRegistrationAttributes } from '@arenabet/contracts';
import { countryById } from '@arenabet/reference/countries';
import { currencyById } from '@arenabet/reference/currencies';
import { DEFAULT_PARTNER } from '@arenabet/reference/languages';
import type { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { SessionMeta } from '../auth/service.ts';

type FastRegistration = z.infer<typeof fastRegistrationAttributes>;

/** No 0/O or 1/l/I: the player may copy the password by hand from the screen. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 12;

export class RegistrationService {
  constructor(
    readonly deps: ModuleDeps,
    private readonly services: AppServices,
  ) {}

  /** One click: an account with a generated password, shown once, and signed in at once. */
  async registerFast(registration: FastRegistration, meta: SessionMeta) {
    assertKnownReferences(registration);
    const password = generatePassword();
    const player = await this.services.players.create({
      password,
      currencyId: registration.currency_id,
      countryId: registration.country_id ?? null,
      partnerId: registration.partner ?? DEFAULT_PARTNER,
      refCode: registration.ref_code ?? null,
      bonusChoice: registration.bonus_choice ?? null,
    });
    const { signedIn, token } = await this.services.auth.openSession(player.id, meta);
    return { player, password, signedIn, token };
  }
}

function assertKnownReferences(registration: FastRegistration): void {
  const errors: Record<string, string[]> = {};
  if (!currencyById(registration.currency_id)) errors.currency_id = ['validation_invalid_value'];
  if (registration.country_id !== undefined && !countryById(registration.country_id)) {
    errors.country_id = ['validation_invalid_value'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
}

export function generatePassword(): string {
  return Array.from(
    { length: GENERATED_PASSWORD_LENGTH },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}
