import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, encode, get, makePlayer, PASSWORD } from '../password/security-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SET = '/web-api/setanswertosecurequestion';
const SET_CUSTOM = '/web-api/setanswertocustomsecurequestion';
const CHECK = '/web-api/checkanswertosecurequestion';
const question = (token: string) => call(t, 'POST', '/web-api/getUserSecureQuestion', {}, token);

describe('security question', () => {
  it('lists the questions as dictionary keys', async () => {
    const response = await get(t, '/web-api/getsecurequestions');
    const { questions } = response.json().data.attributes;
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions[0]).toEqual({ id: 1, key: 'secure_question_mother_maiden_name' });
  });

  it('sets an answer, then checks it whatever its case and spacing', async () => {
    const player = await makePlayer(t);
    expect((await question(player.token)).json().data.attributes).toEqual({
      secure_question: null,
      question_id: null,
      is_custom: false,
    });
    const set = await call(
      t,
      'POST',
      SET,
      { question_id: 2, answer: '  Rex  the   Dog ' },
      player.token,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data.attributes).toEqual({
      secure_question: 'secure_question_first_pet',
      question_id: 2,
      is_custom: false,
    });
    const right = await call(t, 'POST', CHECK, { answer: 'rex THE dog' }, player.token);
    expect(right.json().data.attributes).toEqual({ correct: true });
    const wrong = await call(t, 'POST', CHECK, { answer: 'rex' }, player.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validation_errors).toEqual({ answer: ['security_answer_wrong'] });
  });

  it('stores only a hash of the answer', async () => {
    const player = await makePlayer(t);
    await call(t, 'POST', SET, { question_id: 3, answer: 'Paris' }, player.token);
    const rows = await t.database.db.execute(
      `select answer_hash from security_answers where player_id = ${player.id}`,
    );
    const hash = JSON.stringify(rows);
    expect(hash).toContain('$argon2id$');
    expect(hash.toLowerCase()).not.toContain('paris');
  });

  it('replaces an answer only with the old answer or the password', async () => {
    const player = await makePlayer(t);
    await call(t, 'POST', SET, { question_id: 1, answer: 'smith' }, player.token);
    const custom = { question: 'My first concert?', answer: 'Queen' };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [custom, { old_answer: ['security_answer_proof_required'] }],
      [{ ...custom, old_answer: 'jones' }, { old_answer: ['security_answer_wrong'] }],
      [{ ...custom, password: encode('wrong-password') }, { password: ['password_wrong_old'] }],
    ];
    for (const [attributes, errors] of cases) {
      const response = await call(t, 'POST', SET_CUSTOM, attributes, player.token);
      expect(response.json().validation_errors).toEqual(errors);
    }
    expect((await question(player.token)).json().data.attributes.question_id).toBe(1);
    const byAnswer = await call(
      t,
      'POST',
      SET_CUSTOM,
      { ...custom, old_answer: ' SMITH' },
      player.token,
    );
    expect(byAnswer.json().data.attributes).toEqual({
      secure_question: 'My first concert?',
      question_id: null,
      is_custom: true,
    });
    const byPassword = await call(
      t,
      'POST',
      SET,
      { question_id: 4, answer: 'school 5', password: encode(PASSWORD) },
      player.token,
    );
    expect(byPassword.json().data.attributes.question_id).toBe(4);
  });

  it('refuses bad input with validation_errors and writes nothing', async () => {
    const player = await makePlayer(t);
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [
        SET,
        { question_id: 999, answer: 'fine answer' },
        { question_id: ['validation_invalid_value'] },
      ],
      [SET, { question_id: 1, answer: ' a ' }, { answer: ['min_symbols_limit'] }],
      [SET, { question_id: 1, answer: 'a'.repeat(101) }, { answer: ['max_symbols_limit'] }],
      [
        SET,
        { question_id: 'one', answer: 'fine answer' },
        { question_id: ['validation_invalid_type'] },
      ],
      [SET, { answer: 'fine answer' }, { question_id: ['required'] }],
      [SET_CUSTOM, { question: 'Q', answer: 'fine answer' }, { question: ['min_symbols_limit'] }],
      [
        SET_CUSTOM,
        { question: 'Pet?', answer: 'nul\u0000' },
        { answer: ['validation_invalid_symbols'] },
      ],
    ];
    for (const [url, attributes, errors] of cases) {
      const response = await call(t, 'POST', url, attributes, player.token);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(response.json().validation_errors).toEqual(errors);
    }
    expect((await question(player.token)).json().data.attributes.secure_question).toBeNull();
    const unset = await call(t, 'POST', CHECK, { answer: 'anything' }, player.token);
    expect(unset.json().message).toBe('security_question_not_set');
    expect((await call(t, 'POST', CHECK, { answer: 'x' })).statusCode).toBe(401);
  });

  it('allows 5 checks in 15 minutes, then 429', async () => {
    const player = await makePlayer(t);
    await call(t, 'POST', SET, { question_id: 5, answer: 'dune' }, player.token);
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(t, 'POST', CHECK, { answer: `guess ${i}` }, player.token)).statusCode,
      ).toBe(400);
    }
    expect((await call(t, 'POST', CHECK, { answer: 'dune' }, player.token)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await call(t, 'POST', CHECK, { answer: 'dune' }, player.token)).statusCode).toBe(200);
  });

  it('answers the question with the bound phone, masked', async () => {
    const player = await makePlayer(t, { phone: '+79161230001' });
    const response = await call(
      t,
      'POST',
      '/web-api/getusersecurequestion-with-phone',
      {},
      player.token,
    );
    expect(response.json().data.attributes).toEqual({
      secure_question: null,
      question_id: null,
      is_custom: false,
      phone: '********0001',
    });
  });
});
