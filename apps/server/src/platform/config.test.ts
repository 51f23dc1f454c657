import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('gives the documented defaults', () => {
    const config = readConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_BRAND_ID).toBe(1);
  });

  it('stops start-up on a bad setting, naming it', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ OPERATOR_PASSWORD: 'short' })).toThrow(/OPERATOR_PASSWORD/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats an empty setting as unset', () => {
    expect(readConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });
});
