import { describe, expect, it } from 'vitest';
import { ledgerPath } from './ledger-path.ts';

describe('ledgerPath', () => {
  it("opens the ledger screen, on a player's account number when given", () => {
    expect(ledgerPath('en')).toBe('/en/backoffice/ledger');
    expect(ledgerPath('ar', 42)).toBe('/ar/backoffice/ledger?player=42');
    expect(ledgerPath('ru', null)).toBe('/ru/backoffice/ledger');
  });
});
