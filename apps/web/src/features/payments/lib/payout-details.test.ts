import { describe, expect, it } from 'vitest';
import { payoutInputHints, payoutProblem } from './payout-details.ts';

describe('payoutProblem', () => {
  it('checks the details as the player copied them, spaces and dashes aside', () => {
    expect(payoutProblem('card', '4242 4242 4242 4242')).toBeNull();
    expect(payoutProblem('card', '4242-4242-4242-4241')).toBe('payout_card_number_invalid');
    expect(payoutProblem('bank_transfer', 'de89 3704 0044 0532 0130 00')).toBeNull();
    expect(payoutProblem('bank_transfer', 'DE00 3704 0044 0532 0130 00')).toBe(
      'payout_iban_invalid',
    );
    expect(payoutProblem('e_wallet', 'player@example.com')).toBeNull();
    expect(payoutProblem('crypto', 'not-an-address')).toBe('payout_crypto_address_invalid');
    expect(payoutProblem('card', '   ')).toBe('required');
  });
});

describe('payoutInputHints', () => {
  it("offers the card keyboard and the browser's saved cards for a card", () => {
    expect(payoutInputHints('card')).toEqual({ inputMode: 'numeric', autoComplete: 'cc-number' });
    expect(payoutInputHints('bank_transfer').inputMode).toBe('text');
  });
});
