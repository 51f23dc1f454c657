import type { JackpotPot } from '@arenabet/contracts/casino';
import { describe, expect, it } from 'vitest';
import { viewerPot } from './jackpot-pot.ts';

const pot = (currencyIso: string, amount: number): JackpotPot => ({
  game: 'gem-mine',
  currencyIso,
  precision: 2,
  amount,
  seed: 100_000,
  open: true,
  wins: 0,
  lastWin: null,
  lastWonAt: null,
});

describe('the pot a viewer plays for', () => {
  const pots = [pot('EUR', 123_456), pot('USD', 110_000), { ...pot('EUR', 5), game: 'other' }];

  it('is the game’s pot in the viewer’s currency', () => {
    expect(viewerPot(pots, 'gem-mine', 'USD')?.amount).toBe(110_000);
    expect(viewerPot(pots, 'other', 'EUR')?.amount).toBe(5);
  });

  it('falls back to the game’s first pot, and to none for a game without one', () => {
    expect(viewerPot(pots, 'gem-mine', 'GBP')?.currencyIso).toBe('EUR');
    expect(viewerPot(pots, 'gem-mine', undefined)?.currencyIso).toBe('EUR');
    expect(viewerPot(pots, 'dice', 'EUR')).toBeUndefined();
  });
});
