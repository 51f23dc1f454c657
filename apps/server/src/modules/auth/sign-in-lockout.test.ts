import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, lockAfter, MAX_LOCK_MS } from '../../platform/sign-in-limits.ts';
import { PASSWORD, signInKit } from './sign-in-test-kit.ts';

const { t: app, captchaToken, newPlayer, newAddress, signIn } = signInKit();

describe('the growing delay', () => {
  it('is free at first, then 30 s doubling up to 15 minutes', () => {
    const rule = { captchaAfter: 3, freeFailures: 5 };
    expect([1, 5].map((n) => lockAfter(n, rule))).toEqual([0, 0]);
    expect(lockAfter(6, rule)).toBe(FIRST_LOCK_MS);
    expect(lockAfter(7, rule)).toBe(2 * FIRST_LOCK_MS);
    expect(lockAfter(100, rule)).toBe(MAX_LOCK_MS);
  });

  it('never comes for a rule that never locks (an address, an account)', () => {
    expect(lockAfter(1_000, { captchaAfter: 10, freeFailures: null })).toBe(0);
  });
});

describe('lockout of one address for one account', () => {
  it('asks for a captcha after 3 failures, then locks the pair with Retry-After, longer each time', async () => {
    const player = await newPlayer();
    const login = String(player.id);
    const address = newAddress();
    for (let failure = 1; failure <= 2; failure++) {
      const response = await signIn(login, 'wrong password', address);
      expect(response.statusCode).toBe(401);
      expect(response.json().validation_errors).toBeUndefined();
    }
    const third = await signIn(login, 'wrong password', address);
    expect(third.statusCode).toBe(401);
    expect(third.json().message).toBe('auth_wrong_credentials');
    expect(third.json().validation_errors).toEqual({ captcha: ['captcha_required'] });

    // Without a captcha even the right password is not checked.
    const noCaptcha = await signIn(login, PASSWORD, address);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toBe('captcha_required');
    const forged = await signIn(login, PASSWORD, address, 'forged');
    expect(forged.json().message).toBe('Dismissed captcha');

    for (const _ of [4, 5]) {
      const response = await signIn(login, 'wrong', address, await captchaToken());
      expect(response.statusCode).toBe(401);
    }
    const sixth = await signIn(login, 'wrong', address, await captchaToken());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('sign_in_locked');
    expect(sixth.headers['retry-after']).toBe('30');

    const locked = await signIn(login, PASSWORD, address, await captchaToken());
    expect(locked.statusCode).toBe(429);
    // The lock is this address's: the owner elsewhere signs in at once.
    expect((await signIn(login, PASSWORD, newAddress())).statusCode).toBe(200);
    app().clock.advance(20_000);
    const later = await signIn(login, PASSWORD, address, await captchaToken());
    expect(later.headers['retry-after']).toBe('10');

    app().clock.advance(10_000);
    const seventh = await signIn(login, 'wrong', address, await captchaToken());
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBe('60');

    app().clock.advance(60_000);
    const right = await signIn(login, PASSWORD, address, await captchaToken());
    expect(right.statusCode).toBe(200);
    // Success forgives the pair: the next try needs no captcha.
    expect((await signIn(login, PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts the account whichever login names it, and unknown logins alike', async () => {
    const player = await newPlayer();
    const address = newAddress();
    await signIn(String(player.id), 'wrong', address);
    await signIn(player.email ?? '', 'wrong', address);
    const third = await signIn(player.email?.toUpperCase() ?? '', 'wrong', address);
    expect(third.json().validation_errors).toEqual({ captcha: ['captcha_required'] });

    const unknown = [];
    const guesser = newAddress();
    for (let i = 0; i < 3; i++) unknown.push(await signIn('ghost@example.com', 'x', guesser));
    expect(unknown.map((r) => r.json().message)).toEqual(Array(3).fill('auth_wrong_credentials'));
    expect(unknown[2]?.json().validation_errors).toEqual({ captcha: ['captcha_required'] });
  });

  it('forgets failures after an hour', async () => {
    const player = await newPlayer();
    const address = newAddress();
    for (let i = 0; i < 3; i++) await signIn(String(player.id), 'wrong', address);
    app().clock.advance(61 * 60_000);
    const response = await signIn(String(player.id), 'wrong', address);
    expect(response.json().validation_errors).toBeUndefined();
  });
});

describe('lockout per account over all addresses', () => {
  it('asks for a captcha after 10 failures from anywhere, never locks', async () => {
    const player = await newPlayer();
    const login = String(player.id);
    for (let i = 0; i < 9; i++) {
      expect((await signIn(login, 'wrong', newAddress())).json().validation_errors).toBeUndefined();
    }
    const tenth = await signIn(login, 'wrong', newAddress());
    expect(tenth.json().validation_errors).toEqual({ captcha: ['captcha_required'] });
    for (let i = 0; i < 10; i++) {
      const response = await signIn(login, 'wrong', newAddress(), await captchaToken());
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(login, PASSWORD, newAddress())).json().message).toBe('captcha_required');
    const right = await signIn(login, PASSWORD, newAddress(), await captchaToken());
    expect(right.statusCode).toBe(200);
    // The session forgave the account's failures.
    expect((await signIn(login, PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('lockout per address', () => {
  it('asks one address for a captcha after 10 failures over any logins', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) await signIn(`nobody${i}@example.com`, 'x', address);
    const player = await newPlayer();
    const response = await signIn(String(player.id), PASSWORD, address);
    expect(response.json().message).toBe('captcha_required');
    const elsewhere = await signIn(String(player.id), PASSWORD, newAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});
