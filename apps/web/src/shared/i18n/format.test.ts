import { describe, expect, it } from 'vitest';
import { formatWait } from './format.ts';

describe('formatWait', () => {
  it('speaks seconds under a minute and rounds minutes up', () => {
    expect(formatWait(45, 'en')).toBe('45 seconds');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(0, 'en')).toBe('1 second');
  });
});
