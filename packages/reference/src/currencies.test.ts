import { code as iso4217 } from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyByCode, currencyById } from './currencies.ts';

describe('currencies', () => {
  it('keeps the spec ids', () => {
    const spec = { RUB: 1, USD: 10, EUR: 12, GBP: 18, TRY: 20, INR: 99, USDT: 270 };
    for (const [code, id] of Object.entries(spec)) {
      expect(currencyById(id)?.code, code).toBe(code);
    }
  });

  it('has unique ids, codes and symbols', () => {
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.symbol)).size).toBe(CURRENCIES.length);
  });

  it('gives every currency an integer precision from 0 to 8', () => {
    for (const c of CURRENCIES) {
      expect(Number.isInteger(c.precision), c.code).toBe(true);
      expect(c.precision, c.code).toBeGreaterThanOrEqual(0);
      expect(c.precision, c.code).toBeLessThanOrEqual(8);
    }
  });

  it('takes fiat digits and names from ISO 4217', () => {
    for (const c of CURRENCIES.filter((x) => !x.isCrypto)) {
      expect(c.precision, c.code).toBe(iso4217(c.code)?.digits);
      expect(c.name, c.code).toBe(iso4217(c.code)?.currency);
    }
    expect(currencyByCode('JPY')?.precision).toBe(0);
    expect(currencyByCode('KWD')?.precision).toBe(3);
  });

  it('keeps fiat below 270 and crypto from 270 on', () => {
    for (const c of CURRENCIES) expect(c.isCrypto, c.code).toBe(c.id >= 270);
  });

  it('sets crypto precision per the ledger rule', () => {
    expect(currencyByCode('BTC')).toMatchObject({ precision: 8, isCrypto: true });
    expect(currencyByCode('ETH')?.precision).toBe(8);
    expect(currencyByCode('LTC')?.precision).toBe(8);
    expect(currencyByCode('USDT')).toMatchObject({ id: 270, precision: 2, isCrypto: true });
    expect(currencyByCode('USDC')?.precision).toBe(2);
    // Each ledger can hold at least ~90 million whole units before leaving safe integers.
    for (const c of CURRENCIES) {
      expect(Number.MAX_SAFE_INTEGER / 10 ** c.precision, c.code).toBeGreaterThan(9e7);
    }
  });

  it('has the tenge symbol and the other listed currencies', () => {
    expect(currencyByCode('kzt')?.symbol).toBe('₸');
    const listed =
      'UAH BYN UZS AZN AMD GEL KGS TJS MDL PLN CZK BRL MXN ARS CLP COP PEN NGN GHS KES ZAR EGP MAD TND SAR AED IRR PKR BDT LKR NPR IDR VND THB MYR PHP KRW JPY CNY CAD AUD NZD CHF SEK NOK DKK HUF RON BGN RSD ILS BTC ETH LTC USDC TRX DOGE XRP BNB SOL TON';
    for (const code of listed.split(' ')) expect(currencyByCode(code), code).toBeDefined();
  });

  it('returns undefined for unknown ids and codes', () => {
    expect(currencyById(0)).toBeUndefined();
    expect(currencyByCode('XXX')).toBeUndefined();
  });
});
