import { randomUUID } from 'node:crypto';
import { CAMERA_SECRET, jpeg, png } from '@arenabet/domain/testing/document-images';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer, type TestPlayer, verifyIdentity } from '../password/security-test-kit.ts';
import { moneyRequest } from '../payments/payments-test-kit.ts';
import { SIMULATED_CONFIRM_MS, verificationCodeOf } from './identity-providers.ts';
import { verificationFiles } from './schema.ts';

/*
 * Identity verification through the real routes: uploads taken by their content and stored
 * without metadata, documents and selfies decided by an operator, the Smart-ID and Mobile-ID
 * simulators, and withdrawals that wait for it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const boundary = `----arenabet${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(who: TestPlayer, bytes: Uint8Array, purpose = 'document', name = 'page.png') {
  const body = multipart({ purpose }, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/verification-api/upload',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': body.type },
    payload: body.payload,
  });
}

async function uploaded(who: TestPlayer, bytes: Uint8Array, purpose = 'document') {
  const answer = await upload(who, bytes, purpose);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.attributes.id as string;
}

const get = (who: TestPlayer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
const post = (who: TestPlayer, url: string, attributes: unknown) =>
  t.app.inject(jsonApi('POST', url, attributes, who.token));

async function state(who: TestPlayer) {
  return (await get(who, '/verification-api/documents')).json().data.attributes;
}

async function filesOf(who: TestPlayer) {
  return t.database.db
    .select()
    .from(verificationFiles)
    .where(eq(verificationFiles.playerId, who.id));
}

/** A passport valid five years on from the test's instant, whatever that instant is. */
const fiveYearsOn = () =>
  new Date(t.clock.now().getTime() + 5 * 365 * 86_400_000).toISOString().slice(0, 10);
const passport = (fileIds: string[], end = fiveYearsOn()) => ({
  doc_type: 2,
  fields: { passport_number: '533380006', passport_end_date: end },
  file_ids: fileIds,
});

async function decide(submissionId: number, decision: string, reason?: string) {
  return t.app.inject(
    jsonApi(
      'POST',
      `/web-api/backoffice/verification/${submissionId}/decision`,
      reason ? { decision, reason } : { decision },
      await t.operatorToken(),
    ),
  );
}

/** A document and a selfie sent, answering the pending submissions' ids. */
async function sendDocumentAndSelfie(who: TestPlayer, end?: string) {
  const page = await uploaded(who, png(640, 480));
  expect((await post(who, '/verification-api/verify', passport([page], end))).statusCode).toBe(200);
  const selfie = await uploaded(who, jpeg(600, 800), 'selfie');
  const face = await post(who, '/verification-api/face', { file_id: selfie });
  expect(face.statusCode, face.body).toBe(200);
  const [faceCheck, document] = face.json().data.attributes.submissions;
  return { document: document.id as number, face: faceCheck.id as number };
}

describe('uploads', () => {
  it('stores a picture without its metadata, under its content hash, once', async () => {
    const who = await makePlayer(t, { verified: false });
    const photo = png(640, 480, { text: CAMERA_SECRET });
    const first = await upload(who, photo);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      purpose: 'document',
      mediaType: 'image/png',
      width: 640,
      height: 480,
    });
    const again = await upload(who, photo, 'document', 'another-name.jpg');
    expect(again.json().data.attributes.id).toBe(first.json().data.attributes.id);
    const stored = await get(who, `/verification-api/files/${first.json().data.attributes.id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.rawPayload.includes(CAMERA_SECRET)).toBe(false);
    expect(stored.rawPayload.equals(png(640, 480))).toBe(true);
    // Another player cannot read it.
    const stranger = await makePlayer(t, { verified: false });
    expect(
      (await get(stranger, `/verification-api/files/${first.json().data.attributes.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a renamed executable, text, an image bomb and 50 MB, storing nothing', async () => {
    const who = await makePlayer(t, { verified: false });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4096)]);
    const refusals = [
      [await upload(who, elf, 'document', 'passport.jpg'), 400, 'document_file_type'],
      [
        await upload(who, Buffer.from('just text'), 'document', 'scan.png'),
        400,
        'document_file_type',
      ],
      [await upload(who, png(20_000, 20_000, { rows: 1 })), 400, 'document_image_too_large'],
      [await upload(who, png(120, 80)), 400, 'document_image_too_small'],
    ] as const;
    for (const [answer, status, problem] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().validation_errors.file).toEqual([problem]);
    }
    const huge = await upload(who, Buffer.concat([png(640, 480), Buffer.alloc(50 * MB)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('document_file_too_large');
    const noFile = multipart({ purpose: 'document' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/verification-api/upload',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': noFile.type },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation_errors.file).toEqual(['required']);
    expect(await filesOf(who)).toEqual([]);
  });
});

describe('documents and the face check', () => {
  it('asks for the fields of the document type and pages of the player’s own', async () => {
    const who = await makePlayer(t, { verified: false });
    const stranger = await makePlayer(t, { verified: false });
    const theirs = await uploaded(stranger, png(640, 480));
    const answer = await post(who, '/verification-api/verify', {
      doc_type: 2,
      fields: { passport_number: ' ', passport_end_date: '2031-02-30' },
      file_ids: [theirs],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validation_errors).toEqual({
      'fields.passport_number': ['required'],
      'fields.passport_end_date': ['validation_invalid_format'],
      file_ids: ['verification_file_unknown'],
    });
    const unknownType = await post(who, '/verification-api/verify', {
      ...passport([theirs]),
      doc_type: 9,
    });
    expect(unknownType.json().validation_errors).toEqual({
      doc_type: ['verification_document_type_unknown'],
    });
    expect((await state(who)).status).toBe('not_started');
  });

  it('verifies once an operator approves the document and the selfie, and tells the player', async () => {
    const who = await makePlayer(t, { verified: false });
    expect((await state(who)).status).toBe('not_started');
    const ids = await sendDocumentAndSelfie(who);
    expect(await state(who)).toMatchObject({ status: 'pending', faceRequired: false });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/verification',
      headers: { authorization: `Bearer ${await t.operatorToken()}` },
    });
    const waiting = queue
      .json()
      .data.attributes.items.map((item: { submission: { id: number } }) => item.submission.id);
    expect(waiting).toEqual(expect.arrayContaining([ids.document, ids.face]));
    expect((await decide(ids.document, 'approve')).statusCode).toBe(200);
    expect((await state(who)).status).toBe('pending');
    expect((await decide(ids.face, 'approve')).statusCode).toBe(200);
    expect(await state(who)).toMatchObject({ status: 'approved', verifiedBy: 'manual' });
    const [message] = await t.app.services.outbox.list({ recipient: who.email, limit: 1 });
    expect(message?.purpose).toBe('verification_decision');
    // Decided once: a second click is a conflict, and a verified player sends nothing more.
    expect((await decide(ids.face, 'reject', 'verification_reason_mismatch')).statusCode).toBe(409);
    const more = await post(
      who,
      '/verification-api/verify',
      passport([await uploaded(who, png(700, 500))]),
    );
    expect(more.statusCode).toBe(409);
  });

  it('is rejected with a reason, or asked for another document, and can be sent again', async () => {
    const who = await makePlayer(t, { verified: false });
    const first = await sendDocumentAndSelfie(who);
    expect((await decide(first.document, 'reject')).statusCode).toBe(400);
    expect(
      (await decide(first.document, 'reject', 'verification_reason_unreadable')).statusCode,
    ).toBe(200);
    expect(await state(who)).toMatchObject({
      status: 'rejected',
      reason: 'verification_reason_unreadable',
    });
    const page = await uploaded(who, png(800, 600));
    expect((await post(who, '/verification-api/verify', passport([page]))).statusCode).toBe(200);
    const pending = (await state(who)).submissions[0].id;
    expect((await decide(pending, 'request_another')).statusCode).toBe(200);
    expect(await state(who)).toMatchObject({
      status: 'rejected',
      reason: 'verification_reason_another_document',
    });
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
  });

  it('keeps one submission waiting at a time, whatever the race', async () => {
    const who = await makePlayer(t, { verified: false });
    const page = await uploaded(who, png(640, 480));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(who, '/verification-api/verify', passport([page]))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('expires the day after the document ends', async () => {
    const who = await makePlayer(t, { verified: false });
    const end = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const ids = await sendDocumentAndSelfie(who, end);
    await decide(ids.document, 'approve');
    await decide(ids.face, 'approve');
    expect((await state(who)).status).toBe('approved');
    t.clock.advance(3 * 86_400_000);
    const later = { ...who, token: await signInAgain(who) };
    expect((await state(later)).status).toBe('expired');
  });
});

describe('Smart-ID and Mobile-ID', () => {
  it('verifies by the app once the person confirms, showing the code to compare', async () => {
    const who = await makePlayer(t, { verified: false });
    const start = await post(who, '/verification-api/smart_id/authentication', {
      personal_code: '39001010005',
      country: 'EE',
    });
    expect(start.statusCode, start.body).toBe(200);
    const session = start.json().data.attributes;
    expect(session).toMatchObject({ state: 'running', result: null });
    expect(session.verificationCode).toMatch(/^\d{4}$/);
    const url = `/verification-api/smart_id/session/${session.sessionId}`;
    expect((await get(who, url)).json().data.attributes.state).toBe('running');
    t.clock.advance(SIMULATED_CONFIRM_MS);
    expect((await get(who, url)).json().data.attributes).toMatchObject({
      state: 'complete',
      result: 'ok',
    });
    expect(await state(who)).toMatchObject({ status: 'approved', verifiedBy: 'smart_id' });
    const stranger = await makePlayer(t, { verified: false });
    expect((await get(stranger, url)).statusCode).toBe(404);
  });

  it('refuses a person under age, one who refuses on the phone, and asks Mobile-ID for the phone', async () => {
    const who = await makePlayer(t, { verified: false });
    const child = new Date(t.clock.now().getTime() - 10 * 365 * 86_400_000);
    const yymmdd = child.toISOString().slice(2, 10).replace(/-/g, '');
    const century = child.getUTCFullYear() >= 2000 ? '5' : '3';
    const under = await post(who, '/verification-api/mobile_id/authentication', {
      personal_code: `${century}${yymmdd}0005`,
      country: 'EE',
      phone: '+37200000766',
    });
    t.clock.advance(SIMULATED_CONFIRM_MS);
    await get(who, `/verification-api/mobile_id/session/${under.json().data.attributes.sessionId}`);
    expect(await state(who)).toMatchObject({
      status: 'rejected',
      reason: 'verification_reason_underage',
    });

    const refused = await post(who, '/verification-api/mobile_id/authentication', {
      personal_code: '39001010002',
      country: 'EE',
      phone: '+37200000766',
    });
    t.clock.advance(SIMULATED_CONFIRM_MS);
    const url = `/verification-api/mobile_id/session/${refused.json().data.attributes.sessionId}`;
    expect((await get(who, url)).json().data.attributes.result).toBe('user_refused');

    const noPhone = await post(who, '/verification-api/mobile_id/authentication', {
      personal_code: '39001010005',
      country: 'EE',
    });
    expect(noPhone.json().validation_errors).toEqual({ phone: ['required'] });
  });

  it('makes the code as Smart-ID does: four digits from the hash to be signed', () => {
    expect(verificationCodeOf(new Uint8Array(64))).toMatch(/^\d{4}$/);
    expect(verificationCodeOf(new Uint8Array(64))).toBe(verificationCodeOf(new Uint8Array(64)));
  });
});

describe('before play', () => {
  const deposit = (who: TestPlayer, accountId: number) =>
    t.app.inject(
      moneyRequest(
        '/web-api/payments/deposit',
        { account_id: accountId, method_id: 'card', amount: '1000.00', language: 'en' },
        who.token,
      ),
    );

  it('refuses a deposit until the identity is verified, as the UK rules ask by default', async () => {
    const who = await makePlayer(t, { verified: false });
    const account = await t.app.services.accounts.openMainAccount(who.id, 1);
    const refused = await deposit(who, account.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('account_not_verified');
    await verifyIdentity(t, who.id);
    expect((await deposit(who, account.id)).statusCode).toBe(200);
  });

  it('lets an unverified player deposit where the jurisdiction does not ask it', async () => {
    const config = (responsible: Record<string, boolean>) =>
      t.app.inject(
        jsonApi(
          'PUT',
          '/web-api/backoffice/site-config',
          { brandId: 1, countryId: null, language: null, sections: { responsible } },
          operatorToken,
        ),
      );
    const operatorToken = await t.operatorToken();
    expect((await config({ verify_before_play: false })).statusCode).toBeLessThan(300);
    try {
      const who = await makePlayer(t, { verified: false });
      const account = await t.app.services.accounts.openMainAccount(who.id, 1);
      expect((await deposit(who, account.id)).statusCode).toBe(200);
    } finally {
      await config({ verify_before_play: true });
    }
  });
});

describe('withdrawals', () => {
  it('wait for verification where the switch is on', async () => {
    const operator = await t.operatorToken();
    const office = (on: boolean) =>
      t.app.inject(
        jsonApi(
          'PUT',
          '/web-api/backoffice/site-config',
          {
            brandId: 1,
            countryId: null,
            language: null,
            sections: { office: { withdrawal_verified_only: on } },
          },
          operator,
        ),
      );
    expect((await office(true)).statusCode).toBeLessThan(300);
    try {
      const who = await makePlayer(t, { verified: false });
      await t.app.services.accounts.openMainAccount(who.id, 1);
      const blocked = async () =>
        (await get(who, '/web-api/getdeducedata')).json().data.attributes.blockedReason;
      expect(await blocked()).toBe('payment_withdrawal_needs_verification');
      const start = await post(who, '/verification-api/smart_id/authentication', {
        personal_code: '38001010005',
        country: 'LT',
      });
      t.clock.advance(SIMULATED_CONFIRM_MS);
      await get(
        who,
        `/verification-api/smart_id/session/${start.json().data.attributes.sessionId}`,
      );
      expect(await blocked()).toBeNull();
    } finally {
      await office(false);
    }
  });
});

async function signInAgain(who: TestPlayer): Promise<string> {
  const { token } = await t.app.services.auth.openSession(who.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return token;
}
