import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, ledgerKindText } from './ledger-kinds.ts';

// That each key is in ru, en and ar is the dictionaries' test (every i18nKey of the source).
describe('ledger kinds in words', () => {
  it('gives every kind the ledger writes a dictionary key of its own', () => {
    const keys = LEDGER_KINDS.map(ledgerKindText);
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(LEDGER_KINDS.length);
    expect(ledgerKindText('withdrawal_hold')).toBe('backoffice_ledger_kind_withdrawal_hold');
  });

  it('leaves a kind without words to its code, and never reads the prototype', () => {
    expect(ledgerKindText('jackpot_seed')).toBeNull();
    expect(ledgerKindText('constructor')).toBeNull();
  });
});
