import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './jwt.ts';

const key = 'k'.repeat(43);
const now = new Date('2026-11-21T12:00:00Z');
const seconds = now.getTime() / 1000;
const claims = { sub: '42', sid: 'session-1', iat: seconds, exp: seconds + 60 };

describe('player tokens', () => {
  it('verifies what it signed until it expires', () => {
    const token = signToken(claims, key);
    expect(verifyToken(token, key, now)).toEqual(claims);
    expect(verifyToken(token, key, new Date((claims.exp + 1) * 1000))).toBeNull();
  });

  it('refuses another key, a changed payload and the none algorithm', () => {
    const token = signToken(claims, key);
    expect(verifyToken(token, 'other-key', now)).toBeNull();
    const [header, , mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${mac}`, key, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${token.split('.')[1]}.`, key, now)).toBeNull();
  });

  it('is a standard HS256 JWT that other libraries can check', () => {
    const token = signToken(claims, key);
    const [header, body, mac] = token.split('.');
    const expected = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
    expect(mac).toBe(expected);
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('refuses garbage without throwing', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '...', `${signToken(claims, key)}x`]) {
      expect(verifyToken(token, key, now)).toBeNull();
    }
  });
});
