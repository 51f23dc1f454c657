import { describe, expect, it } from 'vitest';
import { fingerprintOf, intentFor } from './idempotency.ts';

describe('intentFor', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('keeps the key while the same values are sent again', () => {
    const first = intentFor(null, fingerprintOf([1, 'card', '10']), newKey);
    const again = intentFor(first, fingerprintOf([1, 'card', '10']), newKey);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key when the values change', () => {
    const first = intentFor(null, fingerprintOf([1, 'card', '10']), newKey);
    const changed = intentFor(first, fingerprintOf([1, 'card', '11']), newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('makes keys the server accepts by default', () => {
    expect(intentFor(null, 'x').key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});

describe('fingerprintOf', () => {
  it('tells apart values that would join into the same text', () => {
    expect(fingerprintOf(['1', '23'])).not.toBe(fingerprintOf(['12', '3']));
  });
});
