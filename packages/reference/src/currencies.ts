import { ISO_4217 } from './currency-iso.ts';
import { CRYPTO_ROWS, FIAT_ROWS, type FiatRow } from './currency-table.ts';

export interface Currency {
  readonly id: number;
  /** ISO 4217 for fiat; the market ticker for crypto. */
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  /** Digits of the minor unit: amounts are stored as integers of 10^-precision. */
  readonly precision: number;
  readonly isCrypto: boolean;
}

function fiat(row: FiatRow): Currency {
  const iso = ISO_4217[row.code];
  // A row added without re-running the generator must fail at once, not default to 2 digits.
  if (!iso) throw new Error(`${row.code} is missing from currency-iso.ts`);
  const [name, digits] = iso;
  return { ...row, name, precision: digits, isCrypto: false };
}

export const CURRENCIES: readonly Currency[] = [
  ...FIAT_ROWS.map(fiat),
  ...CRYPTO_ROWS.map((row) => ({ ...row, isCrypto: true })),
];

const byId: ReadonlyMap<number, Currency> = new Map(CURRENCIES.map((c) => [c.id, c]));
const byCode: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

export function currencyById(id: number): Currency | undefined {
  return byId.get(id);
}

export function currencyByCode(code: string): Currency | undefined {
  return byCode.get(code.toUpperCase());
}
