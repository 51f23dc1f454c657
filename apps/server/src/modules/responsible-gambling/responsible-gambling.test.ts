import { PGSI_QUESTIONS } from '@arenabet/domain/responsible/pgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, makePlayer } from '../password/security-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEST_ANSWERS = '/limit-service-api/testanswers';
const answering = (answer: string) =>
  Object.fromEntries(PGSI_QUESTIONS.map((question) => [question, answer]));

describe('the PGSI self-assessment (testanswers)', () => {
  it('scores nine answers, keeps the result and answers its band', async () => {
    const player = await makePlayer(t);
    const answers = { ...answering('sometimes'), pgsi_chase_losses: 'almost_always' };
    const taken = await call(t, 'POST', TEST_ANSWERS, { answers }, player.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.attributes).toEqual({
      score: 11,
      band: 'problem',
      takenAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    await call(t, 'POST', TEST_ANSWERS, { answers: answering('never') }, player.token);
    const last = await t.app.services.responsibleGambling.lastSelfAssessment(player.id);
    expect(last).toEqual({ score: 0, band: 'non_problem', takenAt: t.clock.now() });
  });

  it('refuses an assessment with a question unanswered or unknown, and keeps nothing', async () => {
    const player = await makePlayer(t);
    const { pgsi_felt_guilty: _, ...eight } = answering('never');
    const refused = await call(
      t,
      'POST',
      TEST_ANSWERS,
      { answers: { ...eight, pgsi_favourite_team: 'never' } },
      player.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation_errors).toEqual({
      'answers.pgsi_felt_guilty': ['required'],
      'answers.pgsi_favourite_team': ['validation_unknown_field'],
    });
    const offScale = await call(
      t,
      'POST',
      TEST_ANSWERS,
      { answers: { ...answering('never'), pgsi_felt_guilty: 'often' } },
      player.token,
    );
    expect(offScale.statusCode).toBe(400);
    expect(await t.app.services.responsibleGambling.lastSelfAssessment(player.id)).toBe(undefined);
  });

  it('is for signed-in players only', async () => {
    const response = await call(t, 'POST', TEST_ANSWERS, { answers: answering('never') });
    expect(response.statusCode).toBe(401);
  });
});
