import { describe, expect, it } from 'vitest';
import { hasCookie } from './readable-cookie.ts';

describe('hasCookie', () => {
  it('finds a session mark among the cookies scripts can read', () => {
    expect(hasCookie('theme=dark; signed_in=1', 'signed_in')).toBe(true);
    expect(hasCookie('signed_in=1', 'signed_in')).toBe(true);
  });

  it('takes a visitor without the mark, or with a look-alike name, as signed out', () => {
    expect(hasCookie('', 'signed_in')).toBe(false);
    expect(hasCookie('operator_signed_in=1; theme=dark', 'signed_in')).toBe(false);
  });
});
