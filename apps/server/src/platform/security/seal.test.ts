import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.ts';

describe('seal', () => {
  it('opens with the same key and context only', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'key one', 'player:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(sealed, 'key one', 'player:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal(sealed, 'key two', 'player:1')).toBeNull();
    expect(unseal(sealed, 'key one', 'player:2')).toBeNull();
  });

  it('makes a different text each time and refuses tampering', () => {
    const first = seal('secret', 'k', 'c');
    expect(seal('secret', 'k', 'c')).not.toBe(first);
    const [version, iv, tag, body] = first.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(unseal([version, iv, tag, flipped].join('.'), 'k', 'c')).toBeNull();
    expect(unseal('garbage', 'k', 'c')).toBeNull();
  });
});
