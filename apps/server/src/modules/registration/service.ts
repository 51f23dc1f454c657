import { randomInt } from 'node:crypto';
import type { fastRegistrationAttributes, formRegistrationAttributes } from '@arenabet/contracts';
import type {
  RegistrationData,
  RegistrationFieldSet,
  RegistrationFormType,
  RegistrationTab,
} from '@arenabet/contracts/registration-form';
import type { SiteSettings } from '@arenabet/domain';
import {
  birthdayMax,
  type FormRuleContext,
  isChecked,
  isoDate,
  minAgeFor,
  validateRegistrationForm,
  visibleFieldIds,
} from '@arenabet/domain/registration/index';
import { validateEmail } from '@arenabet/domain/validation/email';
import type { PhoneRuleOptions } from '@arenabet/domain/validation/phone-length';
import { phoneRule } from '@arenabet/domain/validation/phone-length';
import { countryById } from '@arenabet/reference/countries';
import { currencyById } from '@arenabet/reference/currencies';
import { DEFAULT_PARTNER } from '@arenabet/reference/languages';
import { phoneCountries, phoneMaskByCountryId } from '@arenabet/reference/phone';
import { cityByIdOf, regionByIdOf } from '@arenabet/reference/regions';
import type { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { postgresCode } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/http/errors.ts';
import type { SessionMeta } from '../auth/service.ts';
import type { IssuedCode } from '../outbox/confirmation-codes.ts';
import type { Player } from '../players/service.ts';
import { sealActivationCode, unsealActivationCode } from './activation-link.ts';
import { enabledTabs, fieldSetFor, isTypeEnabled, knownCountryId } from './field-sets.ts';

type FastRegistration = z.infer<typeof fastRegistrationAttributes>;
type FormRegistration = z.infer<typeof formRegistrationAttributes>;
type Errors = Record<string, string[]>;

/** No 0/O or 1/l/I: the player may copy the password by hand from the screen. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 12;

export const PHONE_REGISTRATION_PURPOSE = 'phone_registration';
export const EMAIL_ACTIVATION_PURPOSE = 'email_activation';
export const STORE_CREDENTIALS_PURPOSE = 'store_credentials';
/** A one-click player may mail the login and password to themselves this long after registering. */
export const STORE_CREDENTIALS_WINDOW_MS = 60 * 60_000;

/** Fields kept in their own columns (or never kept: passwords, the phone code, the captcha). */
/** Roubles: the currency of the default brand, when neither player nor brand names one. */
const DEFAULT_CURRENCY_ID = 1;

const NOT_IN_DETAILS = new Set([
  'type',
  'email',
  'password',
  'password_again',
  'tel_code',
  'phone',
  'phone_confirmation',
  'name',
  'surname',
  'date_birthday',
  'birthday',
  'country_id',
  'currency_id',
  'partner',
  'ref_code',
  'bonus_choice',
  'short_reg',
]);

export interface FormScope {
  countryId: number | null;
  language: string;
}

export class RegistrationService {
  constructor(
    readonly deps: ModuleDeps,
    private readonly services: AppServices,
  ) {}

  /** One click: an account with a generated password, shown once, and signed in at once. */
  async registerFast(registration: FastRegistration, meta: SessionMeta) {
    const settings = await this.deps.siteSettings({ countryId: registration.country_id ?? null });
    assertTypeEnabled(settings, 'fast_reg');
    assertKnownReferences(registration);
    const password = generatePassword();
    const player = await this.services.players.create({
      password,
      registrationType: 'fast_reg',
      currencyId: registration.currency_id,
      countryId: registration.country_id ?? null,
      partnerId: registration.partner ?? DEFAULT_PARTNER,
      refCode: registration.ref_code ?? null,
      bonusChoice: registration.bonus_choice ?? null,
    });
    await this.openMainAccount(player);
    const { signedIn, token } = await this.services.auth.openSession(player.id, meta);
    return { player, password, signedIn, token };
  }

  /**
   * Every new player gets a main account (balance 0) in the registration currency, else the
   * brand's first currency. Idempotent, so any registration way may call it.
   */
  async openMainAccount(player: Player): Promise<void> {
    const settings = await this.deps.siteSettings({ countryId: player.countryId });
    const currencyId = player.currencyId ?? settings?.currencies[0]?.id ?? DEFAULT_CURRENCY_ID;
    await this.services.accounts.openMainAccount(player.id, currencyId);
  }

  /** The tabs enabled for the brand in the visitor's country, in the spec's order. */
  async types(scope: FormScope): Promise<RegistrationTab[]> {
    return enabledTabs(await this.settings(scope));
  }

  /** The fields of a tab; 404 for a tab the brand does not offer. */
  async fieldSet(type: RegistrationFormType, scope: FormScope): Promise<RegistrationFieldSet> {
    const settings = await this.settings(scope);
    if (!isTypeEnabled(settings, type)) throw notFound('registration_type_disabled');
    return fieldSetFor(settings, { type, ...scope, now: this.deps.clock.now() });
  }

  /** The data around the form (spec 000 section 3, Registration data). */
  async registrationData(
    scope: FormScope & { section?: 'main' | 'promo' | undefined },
  ): Promise<RegistrationData> {
    const settings = await this.settings(scope);
    const registrationTabs = enabledTabs(settings);
    const configuredTab = settings?.registration.defaultTab;
    const defaultTab =
      registrationTabs.find((tab) => tab.value === configuredTab)?.value ??
      registrationTabs[0]?.value ??
      'full_reg';
    const configuredSection = settings?.registration.defaultSection === 'promo' ? 'promo' : 'main';
    return {
      section: scope.section ?? configuredSection,
      defaultTab,
      hasFirstDeposit: false,
      percentFirstDeposit: 0,
      minAgesInCountries: await this.minAgesInCountries(settings?.minimumAge),
      minAge: settings?.minimumAge ?? 18,
      bonusAmount: 0,
      additionalConfig: ADDITIONAL_CONFIG_DEFAULTS,
      banner: null,
      bonuses: [],
      registrationTabs,
      bannerTextByBonusCode: {},
    };
  }

  /** Sends the SMS code that confirms a phone before its account exists. */
  async sendPhoneCode(input: { phone: string; country_id: number }, language: string) {
    const settings = await this.settings({ countryId: input.country_id, language });
    const phone = this.phoneOf(input.country_id, input.phone, settings, language);
    const failed = phone.failure ?? (await this.phoneTaken(phone.e164));
    if (failed) throw badRequest('validation_failed', { phone: [failed] });
    const text = await this.texts(language);
    return this.services.codes.issue({
      purpose: PHONE_REGISTRATION_PURPOSE,
      target: phone.e164,
      channel: 'sms',
      recipient: phone.e164,
      message: (code) => ({
        subject: '',
        body: text('reg_sms_code_text', { code }),
      }),
    });
  }

  /** Phone, e-mail and short registration: the tab's fields checked, then the account made. */
  async registerForm(
    registration: FormRegistration,
    meta: SessionMeta,
    scope: FormScope & { origin: string },
  ) {
    const type = registration.type;
    const values = textValues(registration);
    const countryId = numberOf(values.country_id) ?? numberOf(values.tel_code) ?? scope.countryId;
    const settings = await this.settings({ countryId, language: scope.language });
    assertTypeEnabled(settings, type);
    const fieldSet = fieldSetFor(settings, {
      type,
      countryId,
      language: scope.language,
      now: this.deps.clock.now(),
    });
    const visible = visibleFieldIds(fieldSet, values);
    const typedPhone = visible.has('phone') && /\d/.test(values.phone ?? '');
    const phoneCountryId = numberOf(values.tel_code) ?? 0;
    const phone = typedPhone
      ? this.phoneOf(phoneCountryId, values.phone ?? '', settings, scope.language)
      : null;
    const context = await this.ruleContext(settings, countryId, phone?.options);
    const errors: Errors = {
      ...validateRegistrationForm(fieldSet, values, context),
      ...placeErrors(values, visible),
    };
    if (phone?.failure && !errors.phone) errors.phone = [phone.failure];
    // Only a confirmed phone becomes the account's phone (sign-in, resets, unique): a phone
    // typed on another tab is kept as an unconfirmed contact, bound later with a code.
    const confirmedPhone = phone && type === 'phone_reg' ? phone.e164 : null;
    await this.addTakenErrors(errors, values.email, confirmedPhone ?? undefined);
    if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
    if (confirmedPhone) await this.checkPhoneCode(confirmedPhone, values);

    const excluded = await this.services.responsibleGambling.registrationRefusal({
      name: visible.has('name') ? values.name : null,
      surname: visible.has('surname') ? values.surname : null,
      birthday: values.date_birthday || values.birthday || null,
      email: visible.has('email') ? values.email : null,
      phone: phone?.e164 ?? null,
    });
    if (excluded) throw excluded;

    const contact = phone && !confirmedPhone ? { phone: phone.e164 } : {};
    const player = await this.createPlayer(registration, values, visible, confirmedPhone, contact);
    await this.openMainAccount(player);
    const { signedIn, token } = await this.services.auth.openSession(player.id, meta);
    if (player.email) await this.sendActivationMail(player.id, scope.language, scope.origin);
    return { player, signedIn, token };
  }

  /**
   * The activation letter: a link to /{lang}/office/email/activation with a long token and the
   * same confirmation as a six-digit code. A new letter makes the previous one stop working.
   */
  async sendActivationMail(playerId: number, language: string, origin = ''): Promise<IssuedCode> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw unauthorized();
    if (!player.email) throw badRequest('email_not_set');
    if (player.emailConfirmedAt) throw badRequest('email_already_confirmed');
    const secret = await this.deps.secret('confirmation-code-key');
    const text = await this.texts(language);
    return this.services.codes.issue({
      purpose: EMAIL_ACTIVATION_PURPOSE,
      target: activationTarget(player.id, player.email),
      channel: 'email',
      recipient: player.email,
      playerId: player.id,
      message: (code) => {
        const token = sealActivationCode(secret, player.id, code);
        const link = `${origin}/${language}/office/email/activation?user=${player.id}&code=${token}`;
        return {
          subject: text('reg_activation_mail_subject'),
          body: text('reg_activation_mail_text', { link, code }),
        };
      },
    });
  }

  /** The letter's link: no sign-in needed, the token names its player. */
  async activateByLink(playerId: number, token: string): Promise<void> {
    const player = await this.services.players.byId(playerId);
    const secret = await this.deps.secret('confirmation-code-key');
    const code = player?.email ? unsealActivationCode(secret, playerId, token) : null;
    if (!player?.email || code === null) throw badRequest('activation_link_invalid');
    if (player.emailConfirmedAt) return;
    const result = await this.services.codes.check(
      EMAIL_ACTIVATION_PURPOSE,
      activationTarget(player.id, player.email),
      code,
    );
    if (result !== 'confirmed') throw badRequest('activation_link_invalid');
    await this.services.players.confirmEmail(player.id, this.deps.clock.now());
  }

  /** The letter's six-digit code, typed by the signed-in player. */
  async activateByCode(playerId: number, code: string): Promise<void> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw unauthorized();
    if (!player.email) throw badRequest('email_not_set');
    if (player.emailConfirmedAt) return;
    if (!/^\d{6}$/.test(code.trim())) {
      throw badRequest('validation_failed', { code: ['auth_incorrect_code'] });
    }
    const target = activationTarget(player.id, player.email);
    const result = await this.services.codes.check(EMAIL_ACTIVATION_PURPOSE, target, code);
    if (result === 'expired') throw badRequest('code_expired', { code: ['code_expired'] });
    if (result === 'wrong')
      throw badRequest('validation_failed', { code: ['auth_incorrect_code'] });
    await this.services.players.confirmEmail(player.id, this.deps.clock.now());
  }

  /** Whether to remind the player to confirm the e-mail. */
  async activationReminder(playerId: number) {
    const player = await this.services.players.byId(playerId);
    if (!player) throw unauthorized();
    return { show: Boolean(player.email && !player.emailConfirmedAt), email: player.email };
  }

  /**
   * Mails a one-click player's login id and password. The server never keeps the password, so
   * the player sends it again and it is checked; only for a one-click account, only within an
   * hour of its registration, and no more often than confirmation codes.
   */
  async storeCredentials(
    playerId: number,
    input: { email: string; password: string },
    language: string,
  ): Promise<void> {
    const player = await this.services.players.byId(playerId);
    if (!player) throw unauthorized();
    const age = this.deps.clock.now().getTime() - player.createdAt.getTime();
    if (player.registrationType !== 'fast_reg' || age > STORE_CREDENTIALS_WINDOW_MS) {
      throw forbidden('store_credentials_unavailable');
    }
    const email = input.email.trim();
    const emailFailure = validateEmail(email);
    if (emailFailure) throw badRequest('validation_failed', { email: [emailFailure.key] });
    if (!(await this.services.players.passwordMatches(player.id, input.password))) {
      throw badRequest('validation_failed', { password: ['reg_credentials_password_wrong'] });
    }
    const text = await this.texts(language);
    await this.services.codes.issue({
      purpose: STORE_CREDENTIALS_PURPOSE,
      target: String(player.id),
      channel: 'email',
      recipient: email.toLowerCase(),
      playerId: player.id,
      message: () => ({
        subject: text('reg_credentials_mail_subject'),
        body: text('reg_credentials_mail_text', {
          login: String(player.id),
          password: input.password,
        }),
        secrets: [input.password],
      }),
    });
  }

  private async settings(scope: { countryId?: number | null; language?: string | null }) {
    return this.deps.siteSettings({
      countryId: scope.countryId ? knownCountryId(scope.countryId) : null,
      language: scope.language ?? null,
    });
  }

  /** Country id -> minimum age, for each country configured with another age than the brand's. */
  private async minAgesInCountries(brandAge = 18): Promise<Record<string, number>> {
    const rows = await this.services.siteConfig.listRows(this.deps.brandId);
    const countryIds = [...new Set(rows.flatMap((row) => (row.countryId ? [row.countryId] : [])))];
    const entries = await Promise.all(
      countryIds.map(async (countryId) => {
        const age = (await this.deps.siteSettings({ countryId }))?.minimumAge ?? brandAge;
        return [String(countryId), age] as const;
      }),
    );
    return Object.fromEntries(entries.filter(([, age]) => age !== brandAge));
  }

  private async ruleContext(
    settings: SiteSettings | null,
    countryId: number | null,
    phone: PhoneRuleOptions | undefined,
  ): Promise<FormRuleContext> {
    const minAges = await this.minAgesInCountries(settings?.minimumAge);
    const minAge = minAgeFor(countryId, minAges, settings?.minimumAge ?? 18);
    return {
      birthdayMax: birthdayMax(isoDate(this.deps.clock.now()), minAge),
      ...(phone ? { phone } : {}),
    };
  }

  /** The phone in E.164 with the rule options of its country, and the first rule it breaks. */
  private phoneOf(
    countryId: number,
    typed: string,
    settings: SiteSettings | null,
    language: string,
  ) {
    const country = phoneCountries(language).find((c) => c.id === countryId);
    const digits = typed.replace(/\D/g, '');
    const options: PhoneRuleOptions = {
      countryId,
      mask: phoneMaskByCountryId(countryId),
      bounds: (settings?.registration.countryPhoneRules ?? []).map((r) => ({
        CountryId: r.countryId,
        Min: r.min,
        Max: r.max,
      })),
      maskSkippedCountryIds: settings?.registration.phoneMaskSkipCountryIds ?? [],
    };
    const failure = !country
      ? 'validation_invalid_value'
      : digits === ''
        ? 'required'
        : (phoneRule(options)(digits)?.key ?? null);
    return { e164: `+${country?.tel_code ?? ''}${digits}`, options, failure };
  }

  private async phoneTaken(e164: string): Promise<string | null> {
    return (await this.services.players.byPhone(e164)) ? 'phone_taken' : null;
  }

  private async addTakenErrors(errors: Errors, email: string | undefined, phone?: string) {
    if (email && !errors.email && (await this.services.players.byEmail(email))) {
      errors.email = ['email_taken'];
    }
    if (phone && !errors.phone && (await this.phoneTaken(phone))) errors.phone = ['phone_taken'];
  }

  private async checkPhoneCode(e164: string, values: Record<string, string>) {
    const code = values.phone_confirmation ?? '';
    const result = await this.services.codes.check(PHONE_REGISTRATION_PURPOSE, e164, code);
    if (result === 'wrong') {
      throw badRequest('validation_failed', { phone_confirmation: ['auth_incorrect_code'] });
    }
    if (result === 'expired') {
      throw badRequest('validation_failed', { phone_confirmation: ['code_expired'] });
    }
  }

  private async createPlayer(
    registration: FormRegistration,
    values: Record<string, string>,
    visible: ReadonlySet<string>,
    phone: string | null,
    contact: { phone?: string },
  ): Promise<Player> {
    const shown = (id: string) => (visible.has(id) && values[id] ? values[id] : null);
    const countryId =
      numberOf(shown('country_id') ?? undefined) ?? numberOf(shown('tel_code') ?? undefined);
    try {
      return await this.services.players.create({
        password: values.password ?? '',
        email: shown('email')?.trim() ?? null,
        phone,
        phoneConfirmedAt: phone ? this.deps.clock.now() : null,
        name: shown('name')?.trim() ?? null,
        surname: shown('surname')?.trim() ?? null,
        birthday: shown('date_birthday') ?? shown('birthday') ?? null,
        registrationType: registration.type === 'short_reg' ? 'full_reg' : registration.type,
        details: { ...detailsOf(values, visible), ...contact },
        countryId: countryId ?? null,
        currencyId: numberOf(values.currency_id) ?? null,
        partnerId: numberOf(values.partner) ?? DEFAULT_PARTNER,
        refCode: shown('ref_code') ?? (values.ref_code || null),
        bonusChoice: values.bonus_choice || null,
      });
    } catch (error) {
      // Two registrations of one e-mail or phone at once: the second loses at the unique index.
      if (postgresCode(error) !== '23505') throw error;
      const field = phone && (await this.phoneTaken(phone)) ? 'phone' : 'email';
      throw badRequest('validation_failed', { [field]: [`${field}_taken`] });
    }
  }

  /** A dictionary text of the language (else Russian, the default), `{{name}}` filled in. */
  private async texts(language: string) {
    const [own, fallback] = await Promise.all([
      this.services.translations.dictionary(language),
      this.services.translations.dictionary('ru'),
    ]);
    return (key: string, params: Record<string, string> = {}) => {
      const template = own?.entries[key] ?? fallback?.entries[key] ?? key;
      return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
    };
  }
}

/** Defaults of additionalConfig (spec 000 section 3); texts are dictionary keys. */
export const ADDITIONAL_CONFIG_DEFAULTS = {
  emailButtonText: 'reg_email_button',
  registrationRedirectText: 'reg_redirect_text',
  firstDepositText: 'reg_first_deposit_text',
  phoneButtonText: 'reg_phone_button',
  isLoginSavingNotificationVisible: true,
  rechargeButtonText: 'reg_recharge_button',
  saveLoginButtonDesign: 'default',
  showDepositBanner: false,
  showBackButton: false,
  showLeftBanner: false,
  welcomeBonusDescription: '',
  hiddenRegistrationFormLeftBanner: false,
} as const;

/** The activation confirms this e-mail of this player: a later e-mail change voids the letter. */
function activationTarget(playerId: number, email: string): string {
  return `${playerId}:${email.toLowerCase()}`;
}

function assertTypeEnabled(settings: SiteSettings | null, type: RegistrationFormType) {
  if (!isTypeEnabled(settings, type)) {
    throw badRequest('validation_failed', { type: ['registration_type_disabled'] });
  }
}

function textValues(registration: FormRegistration): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(registration)) values[key] = String(value);
  return values;
}

function numberOf(value: string | null | undefined): number | null {
  if (value === undefined || value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** Region and city must be ours and belong together (their options are fetched separately). */
function placeErrors(values: Record<string, string>, visible: ReadonlySet<string>): Errors {
  const errors: Errors = {};
  const regionId = visible.has('region_id') ? numberOf(values.region_id) : null;
  const region = regionId === null ? undefined : regionByIdOf(regionId);
  if (values.region_id && visible.has('region_id')) {
    if (!region || String(region.countryId) !== values.country_id) {
      errors.region_id = ['validation_invalid_value'];
    }
  }
  if (values.city_id && visible.has('city_id')) {
    const cityId = numberOf(values.city_id);
    const city = cityId === null ? undefined : cityByIdOf(cityId);
    if (!city || city.regionId !== regionId) errors.city_id = ['validation_invalid_value'];
  }
  return errors;
}

/** The other shown fields the brand asks for, typed: ids as numbers, checkboxes as booleans. */
function detailsOf(
  values: Record<string, string>,
  visible: ReadonlySet<string>,
): Record<string, string | number | boolean> {
  const details: Record<string, string | number | boolean> = {};
  for (const id of visible) {
    const value = values[id];
    if (NOT_IN_DETAILS.has(id) || value === undefined || value === '') continue;
    if (['true', 'false'].includes(value)) details[id] = isChecked(value);
    else details[id] = id.endsWith('_id') && numberOf(value) !== null ? Number(value) : value;
  }
  return details;
}

function assertKnownReferences(registration: FastRegistration): void {
  const errors: Errors = {};
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
