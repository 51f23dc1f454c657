import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.ts';
import {
  generateTotpSecret,
  TOTP_STEP_SECONDS,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from './totp.ts';

/** RFC 6238 appendix B, SHA-1: the shared secret is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('base32', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
      }),
    );
  });

  it('reads the RFC 4648 test vector in any case with padding', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw6ytboi======'))).toBe('foobar');
  });
});

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      const step = totpStep(new Date(seconds * 1000));
      expect(totpCode(RFC_SECRET, step, 8)).toBe(code);
      expect(totpCode(RFC_SECRET, step)).toBe(code.slice(-6));
    }
  });

  it('accepts one step of skew either side and no more', () => {
    const secret = generateTotpSecret();
    const now = new Date('2026-11-21T12:00:10Z');
    const step = totpStep(now);
    expect(verifyTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, step - 2), now)).toBeNull();
  });

  it('accepts each code once', () => {
    const secret = generateTotpSecret();
    const now = TEST_INSTANT;
    const code = totpCode(secret, totpStep(now));
    const used = verifyTotp(secret, code, now);
    expect(used).not.toBeNull();
    expect(verifyTotp(secret, code, new Date(now.getTime() + 1000), used)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const secret = generateTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      expect(verifyTotp(secret, code, TEST_INSTANT)).toBeNull();
    }
  });

  it('gives a 160-bit secret and an otpauth link apps read', () => {
    const secret = generateTotpSecret();
    expect(base32Decode(secret)).toHaveLength(20);
    const uri = new URL(totpUri(secret, 'Arenabet', 'player@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('period')).toBe(String(TOTP_STEP_SECONDS));
  });
});
