import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { requiredText } from './primitives.ts';

const keysOf = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe('requiredText', () => {
  it('names the empty field by its key and the long one by max_symbols_limit', () => {
    const login = requiredText(5, { requiredKey: 'auth_required_field' });
    expect(keysOf(login, '')).toEqual(['auth_required_field']);
    expect(keysOf(login, 'abcdef')).toEqual(['max_symbols_limit']);
    expect(keysOf(requiredText(5), '')).toEqual(['required']);
  });

  it('trims before counting, unless the spaces count', () => {
    expect(z.parse(requiredText(5), '  abc  ')).toBe('abc');
    expect(keysOf(requiredText(5), '   ')).toEqual(['required']);
    expect(z.parse(requiredText(8, { trim: false }), ' pass ')).toBe(' pass ');
  });

  it('refuses the NUL character, which the database cannot store', () => {
    expect(keysOf(requiredText(5), 'a\u0000b')).toEqual(['validation_invalid_symbols']);
  });
});
