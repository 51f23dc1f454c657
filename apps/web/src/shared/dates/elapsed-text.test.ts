import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed-text.ts';

describe('elapsed time', () => {
  it('reads elapsed time as a clock', () => {
    expect([0, 7_900, 723_000, 3_723_000, -5].map(elapsedText)).toEqual([
      '0:00',
      '0:07',
      '12:03',
      '1:02:03',
      '0:00',
    ]);
  });
});
