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

  it('never echoes a secret setting', () => {
    expect(() => readConfig({ OPERATOR_PASSWORD: 'hunter2' })).toThrow(/hidden value/);
    expect(() => readConfig({ OPERATOR_PASSWORD: 'hunter2' })).not.toThrow(/hunter2/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:secret@h/db' })).not.toThrow(/secret/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses and ranges', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops start-up on a TRUST_PROXY that names no proxy', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('treats an empty setting as unset', () => {
    expect(readConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('keeps only the origin of PUBLIC_URL and refuses other schemes', () => {
    expect(readConfig({ PUBLIC_URL: 'https://bet.example.com/ru/' }).PUBLIC_URL).toBe(
      'https://bet.example.com',
    );
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
