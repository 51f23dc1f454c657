import { securityQuestionCalls as calls } from '@arenabet/contracts/security-question';
import { SECURITY_QUESTIONS } from '@arenabet/reference/security-questions';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { attemptMeta, currentPlayer } from '../auth/routes.ts';

const QUESTIONS = SECURITY_QUESTIONS.map(({ id, key }) => ({ id, key }));

/** Shows only the last digits of the bound phone: the screen needs to say which one. */
function maskPhone(phone: string | null): string | null {
  return phone === null ? null : `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}

export function securityQuestionRoutes(
  app: FastifyInstance,
  services: AppServices,
  _deps: ModuleDeps,
): void {
  const questions = services.securityQuestion;
  const answer = (
    playerId: number,
    attributes: Awaited<ReturnType<typeof questions.questionOf>>,
  ) => ({
    data: { type: 'user-secure-question' as const, id: String(playerId), attributes },
  });

  registerCall(app, calls.list, () => ({
    data: { type: 'secure-questions' as const, id: 'list', attributes: { questions: QUESTIONS } },
  }));

  registerCall(app, calls.userQuestion, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    return answer(playerId, await questions.questionOf(playerId));
  });

  registerCall(app, calls.userQuestionWithPhone, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const player = await services.players.byId(playerId);
    const question = await questions.questionOf(playerId);
    const attributes = { ...question, phone: maskPhone(player?.phone ?? null) };
    return { data: { type: 'user-secure-question' as const, id: String(playerId), attributes } };
  });

  registerCall(app, calls.setAnswer, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { question_id, answer: text, old_answer, password } = body.data.attributes;
    const next = {
      question: { questionId: question_id },
      answer: text,
      oldAnswer: old_answer,
      password,
    };
    return answer(playerId, await questions.setAnswer(playerId, next, attemptMeta(request)));
  });

  registerCall(app, calls.setCustomAnswer, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { question, answer: text, old_answer, password } = body.data.attributes;
    const next = {
      question: { customQuestion: question },
      answer: text,
      oldAnswer: old_answer,
      password,
    };
    return answer(playerId, await questions.setAnswer(playerId, next, attemptMeta(request)));
  });

  registerCall(app, calls.checkAnswer, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const result = await questions.check(playerId, body.data.attributes.answer);
    if (result === 'not_set') throw badRequest('security_question_not_set');
    if (result === 'wrong')
      throw badRequest('validation_failed', { answer: ['security_answer_wrong'] });
    return {
      data: {
        type: 'security-answer-check' as const,
        id: String(playerId),
        attributes: { correct: true },
      },
    };
  });
}
