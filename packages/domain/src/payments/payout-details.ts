import type { PaymentMethodKind } from './payment-settings.ts';

/*
 * Where a withdrawal is paid to, by method kind: a card number (Luhn), an IBAN (ISO 13616
 * mod-97), an e-wallet id (an e-mail or a 6-32 character account id) or a crypto address.
 * Only a masked form is ever stored or shown.
 */

export type PayoutDetailsProblem =
  | 'required'
  | 'payout_card_number_invalid'
  | 'payout_iban_invalid'
  | 'payout_wallet_invalid'
  | 'payout_crypto_address_invalid';

/** The dictionary key of the details field's label and placeholder, per kind. */
export const PAYOUT_DETAILS_LABEL: Record<PaymentMethodKind, string> = {
  card: 'payout_card_number',
  bank_transfer: 'payout_iban',
  e_wallet: 'payout_wallet',
  crypto: 'payout_crypto_address',
};

/** Spaces and dashes are how people copy these; they carry no meaning. */
export function normalisePayoutDetails(kind: PaymentMethodKind, raw: string): string {
  const compact = raw.trim().replace(/[\s-]+/g, '');
  return kind === 'bank_transfer' ? compact.toUpperCase() : compact;
}

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isIbanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

const WALLET = /^([^\s@]+@[^\s@]+\.[^\s@]+|[A-Za-z0-9._]{6,32})$/;
// Base58 (bitcoin legacy, tron), bech32 (bc1…) and 0x-hex (ethereum) addresses.
const CRYPTO_ADDRESS =
  /^(0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33}|bc1[02-9ac-hj-np-z]{11,71})$/;

const CHECKS: Record<PaymentMethodKind, [(value: string) => boolean, PayoutDetailsProblem]> = {
  card: [(v) => /^\d{12,19}$/.test(v) && isLuhnValid(v), 'payout_card_number_invalid'],
  bank_transfer: [isIbanValid, 'payout_iban_invalid'],
  e_wallet: [(v) => v.length <= 254 && WALLET.test(v), 'payout_wallet_invalid'],
  crypto: [(v) => CRYPTO_ADDRESS.test(v), 'payout_crypto_address_invalid'],
};

/** Null when the normalised details are acceptable for the kind. */
export function payoutDetailsProblem(
  kind: PaymentMethodKind,
  normalised: string,
): PayoutDetailsProblem | null {
  if (normalised === '') return 'required';
  const [isValid, problem] = CHECKS[kind];
  return isValid(normalised) ? null : problem;
}

/** '4111111111111111' -> '•••• 1111'; other kinds keep the first and last four. */
export function maskPayoutDetails(kind: PaymentMethodKind, normalised: string): string {
  const last = normalised.slice(-4);
  if (kind === 'card') return `•••• ${last}`;
  if (normalised.length <= 10) return `${normalised.slice(0, 2)}…${last}`;
  return `${normalised.slice(0, 4)}…${last}`;
}
