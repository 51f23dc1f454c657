import { describe, expect, it } from 'vitest';
import { nonceOf, readVerifyForm, verifySearch, writeVerifyForm } from './verify-link.ts';

describe('the verification form in the address', () => {
  it('reads back a round’s seeds', () => {
    const round = {
      game: 'keno',
      serverSeed: 'abc',
      clientSeed: 'my seed',
      nonce: 7,
      commitment: 'f00',
    };
    const form = readVerifyForm(new URLSearchParams(verifySearch(round)));
    expect(form).toEqual({
      game: 'keno',
      serverSeed: 'abc',
      clientSeed: 'my seed',
      nonce: '7',
      commitment: 'f00',
    });
  });

  it('leaves a seed not yet revealed out, and unknown games and nonces blank', () => {
    const search = verifySearch({
      game: 'dice',
      serverSeed: null,
      clientSeed: 'c',
      nonce: 0,
      commitment: 'h',
    });
    expect(search).not.toContain('serverSeed');
    expect(readVerifyForm(new URLSearchParams('game=poker&nonce=-1'))).toMatchObject({
      game: 'roulette',
      nonce: '',
    });
  });

  it('writes the form back without its empty fields', () => {
    const form = readVerifyForm(new URLSearchParams('game=dice&clientSeed=c'));
    expect(writeVerifyForm(form).toString()).toBe('game=dice&clientSeed=c');
  });

  it('takes whole nonces from 0', () => {
    expect([' 3 ', '0', '1.5', '', 'x'].map(nonceOf)).toEqual([
      3,
      0,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
