import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

describe('choosing a pre-compressed copy by Accept-Encoding', () => {
  it('prefers brotli when a browser accepts both', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('follows the weights the request gives, and a refusal by q=0', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('answers the file as it is when nothing of ours is accepted', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate, gzip;q=0')).toBeNull();
  });
});
