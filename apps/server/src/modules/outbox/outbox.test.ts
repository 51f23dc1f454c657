import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../platform/mail.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_SENDS_PER_WINDOW,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  type CodeRequest,
  ConfirmationCodes,
} from './confirmation-codes.ts';
import { OutboxService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneNumber = 79_001_000_000;
const newPhone = () => {
  phoneNumber += 1;
  return `+${phoneNumber}`;
};

const smsCode = (target: string): CodeRequest => ({
  purpose: 'phone_registration',
  target,
  channel: 'sms',
  recipient: target,
  message: (code) => ({ subject: 'Code', body: `Your code: ${code}` }),
});

async function lastCodeTo(recipient: string): Promise<string> {
  const [message] = await t.app.services.outbox.list({ recipient, limit: 1 });
  const code = message?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

describe('confirmation codes', () => {
  it('sends a six-digit code through the outbox and confirms it once', async () => {
    const phone = newPhone();
    const issued = await t.app.services.codes.issue(smsCode(phone));
    expect(issued.codeLength).toBe(6);
    const code = await lastCodeTo(phone);
    const { codes } = t.app.services;
    expect(await codes.check('phone_registration', phone, code, true)).toBe('confirmed');
    expect(await codes.check('phone_registration', phone, code)).toBe('confirmed');
    expect(await codes.check('phone_registration', phone, code)).toBe('expired');
  });

  it('stores only a keyed hash of the code', async () => {
    const phone = newPhone();
    await t.app.services.codes.issue(smsCode(phone));
    const code = await lastCodeTo(phone);
    const rows = await t.database.db.execute(
      `select code_hash from confirmation_codes where target = '${phone}'`,
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('is void after its attempts are spent, even for the right code', async () => {
    const phone = newPhone();
    await t.app.services.codes.issue(smsCode(phone));
    const code = await lastCodeTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await t.app.services.codes.check('phone_registration', phone, wrong)).toBe('wrong');
    }
    expect(await t.app.services.codes.check('phone_registration', phone, code)).toBe('expired');
  });

  it('expires after ten minutes, and a code for one target or purpose fits no other', async () => {
    const phone = newPhone();
    await t.app.services.codes.issue(smsCode(phone));
    const code = await lastCodeTo(phone);
    const { codes } = t.app.services;
    expect(await codes.check('phone_registration', newPhone(), code)).toBe('expired');
    expect(await codes.check('password_reset', phone, code)).toBe('expired');
    t.clock.advance(CODE_TTL_MS);
    expect(await codes.check('phone_registration', phone, code)).toBe('expired');
  });

  it('resends at most once a minute and five times an hour; a new code replaces the old', async () => {
    const phone = newPhone();
    const { codes } = t.app.services;
    await codes.issue(smsCode(phone));
    const first = await lastCodeTo(phone);
    await expect(codes.issue(smsCode(phone))).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: CODE_RESEND_INTERVAL_MS / 1000,
    });
    for (let send = 1; send < CODE_MAX_SENDS_PER_WINDOW; send += 1) {
      t.clock.advance(CODE_RESEND_INTERVAL_MS);
      await codes.issue(smsCode(phone));
    }
    t.clock.advance(CODE_RESEND_INTERVAL_MS);
    await expect(codes.issue(smsCode(phone))).rejects.toMatchObject({ status: 429 });
    const latest = await lastCodeTo(phone);
    if (latest !== first) {
      expect(await codes.check('phone_registration', phone, first)).toBe('wrong');
    }
    expect(await codes.check('phone_registration', phone, latest)).toBe('confirmed');
    t.clock.advance(60 * 60_000);
    await expect(codes.issue(smsCode(phone))).resolves.toMatchObject({ codeLength: 6 });
  });

  it('lets one of two racing checks of a code win', async () => {
    const phone = newPhone();
    await t.app.services.codes.issue(smsCode(phone));
    const code = await lastCodeTo(phone);
    const results = await Promise.all(
      [1, 2, 3].map(() => t.app.services.codes.check('phone_registration', phone, code)),
    );
    expect(results.filter((result) => result === 'confirmed')).toHaveLength(1);
  });
});

describe('back-office outbox', () => {
  it('lists messages to a recipient for operators only', async () => {
    const phone = newPhone();
    await t.app.services.codes.issue(smsCode(phone));
    const url = `/web-api/backoffice/outbox?recipient=${encodeURIComponent(phone)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await t.operatorToken()}` },
    });
    expect(answer.statusCode).toBe(200);
    const [message] = answer.json().data.attributes.messages;
    expect(message).toMatchObject({ channel: 'sms', recipient: phone, deliveredAt: null });
  });

  it('refuses a bad limit with validation_errors', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/outbox?limit=0',
      headers: { authorization: `Bearer ${await t.operatorToken()}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validation_errors).toHaveProperty('limit');
  });
});

describe('delivery by e-mail', () => {
  /** nodemailer's own JSON transport: the real message building, without a network. */
  function jsonMail(sent: string[]): MailTransport {
    const transport = createTransport({ jsonTransport: true });
    return {
      async deliver(message) {
        const info = await transport.sendMail({ from: 'site@example.com', ...message });
        sent.push(String(info.message));
      },
    };
  }

  it('delivers the code and blanks it in the stored copy', async () => {
    const sent: string[] = [];
    const outbox = new OutboxService(t.database.db, t.clock, jsonMail(sent));
    const codes = new ConfirmationCodes(t.database.db, t.clock, async () => 'test-key', outbox);
    const email = `mail-${randomUUID()}@example.com`;
    await codes.issue({
      purpose: 'email_activation',
      target: email,
      channel: 'email',
      recipient: email,
      message: (code) => ({ subject: 'Code', body: `Your code: ${code}` }),
    });
    const delivered = sent[0]?.match(/Your code: (\d{6})/)?.[1];
    expect(delivered).toMatch(/^\d{6}$/);
    const [stored] = await outbox.list({ recipient: email, limit: 1 });
    expect(stored?.deliveredAt).not.toBeNull();
    expect(stored?.body).toBe('Your code: ••••••');
    expect(await codes.check('email_activation', email, delivered ?? '')).toBe('confirmed');
  });
});
