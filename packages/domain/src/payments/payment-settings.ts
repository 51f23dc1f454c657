import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@arenabet/contracts/site-config';
import {
  arrayOf,
  readFlag,
  readIntegerList,
  readNumber,
  readPositiveInteger,
  readString,
  recordOf,
  recordsOf,
  type SectionRead,
  uniqueBy,
} from '../config-values.ts';

/*
 * Payment methods and withdrawal rules from the operator's configuration (office section).
 * Limits stay as the operator wrote them (decimal text in major units) until a currency is
 * known; `payment-limits.ts` turns them into minor units of that currency.
 */

export type { PaymentMethodKind };

/** Major units as decimal text ('10', '0.5'); null when the operator set none. */
export interface AmountLimitsText {
  min: string | null;
  max: string | null;
}

/** A currency's own figures: its limits and, when set, its one-tap amounts. */
export interface CurrencyFigures extends AmountLimitsText {
  /** Null: the base currency's presets, converted and rounded. */
  presets: string[] | null;
}

export interface PaymentMethodSetting {
  id: string;
  kind: PaymentMethodKind;
  provider: string;
  /** In the base currency; converted with coef_convert where `currencyLimits` has no entry. */
  baseLimits: AmountLimitsText;
  /** Currency id -> limits and one-tap amounts in that currency's major units. */
  currencyLimits: Record<number, CurrencyFigures>;
  /** The currencies the method serves; null means every currency. */
  currencyIds: number[] | null;
  /** One-tap amounts, in the base currency. */
  presets: string[];
}

export interface PaymentSettings {
  depositMethods: PaymentMethodSetting[];
  withdrawalMethods: PaymentMethodSetting[];
  withdrawalOnlyDepositMethods: boolean;
  withdrawalVerifiedOnly: boolean;
  /** How long a deposit's checkout stays open before an abandoned one is cancelled. */
  depositCheckoutMinutes: number;
}

/** 30 minutes, as common hosted pages keep a session; a day at most. */
export const DEFAULT_DEPOSIT_CHECKOUT_MINUTES = 30;
const MAX_DEPOSIT_CHECKOUT_MINUTES = 1440;

const METHOD_ID = /^[a-z][a-z0-9_]{0,31}$/;

/** A positive decimal as text, or null: a limit of zero, below zero or not a number is none. */
function readAmountText(value: unknown): string | null {
  const number = readNumber(value);
  if (number === undefined || number <= 0) return null;
  return typeof value === 'string' ? value.trim() : String(number);
}

function readLimits(raw: unknown): AmountLimitsText {
  const limits = recordOf(raw);
  return { min: readAmountText(limits.min), max: readAmountText(limits.max) };
}

function readPresets(raw: unknown): string[] {
  return arrayOf(raw).flatMap((preset) => readAmountText(preset) ?? []);
}

function readCurrencyFigures(raw: unknown): CurrencyFigures {
  const figures = recordOf(raw);
  return {
    ...readLimits(figures),
    presets: figures.presets === undefined ? null : readPresets(figures.presets),
  };
}

function isMethodKind(value: unknown): value is PaymentMethodKind {
  return (PAYMENT_METHOD_KINDS as readonly unknown[]).includes(value);
}

function readMethod(raw: Record<string, unknown>): PaymentMethodSetting | null {
  const id = readString(raw.id)?.trim();
  const provider = readString(raw.provider)?.trim();
  if (!id || !METHOD_ID.test(id) || !isMethodKind(raw.kind) || !provider) return null;
  const currencyLimits: Record<number, CurrencyFigures> = {};
  for (const [currencyId, figures] of Object.entries(recordOf(raw.currency_limits))) {
    if (/^\d+$/.test(currencyId)) currencyLimits[Number(currencyId)] = readCurrencyFigures(figures);
  }
  return {
    id,
    kind: raw.kind,
    provider,
    baseLimits: readLimits(raw),
    currencyLimits,
    currencyIds: raw.currency_ids === undefined ? null : readIntegerList(raw.currency_ids),
    presets: readPresets(raw.presets),
  };
}

function readMethods(value: unknown): PaymentMethodSetting[] {
  const methods = recordsOf(value).flatMap((raw) => readMethod(raw) ?? []);
  return uniqueBy(methods, (method) => method.id);
}

export function readPaymentSettings(read: SectionRead): PaymentSettings {
  return {
    depositMethods: readMethods(read('office', 'deposit_methods')),
    withdrawalMethods: readMethods(read('office', 'withdrawal_methods')),
    withdrawalOnlyDepositMethods: readFlag(read('office', 'withdrawal_only_deposit_methods')),
    withdrawalVerifiedOnly: readFlag(read('office', 'withdrawal_verified_only')),
    depositCheckoutMinutes: Math.min(
      readPositiveInteger(
        read('office', 'deposit_checkout_minutes'),
        DEFAULT_DEPOSIT_CHECKOUT_MINUTES,
      ),
      MAX_DEPOSIT_CHECKOUT_MINUTES,
    ),
  };
}
