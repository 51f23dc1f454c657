import { limitCalls, type PlaySessionView } from '@arenabet/contracts/limits';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import type { LimitsState, SelfAssessment } from './service.ts';

const assessmentView = (result: SelfAssessment) => ({
  ...result,
  takenAt: result.takenAt.toISOString(),
});

function limitsAnswer(playerId: number, state: LimitsState) {
  return {
    data: {
      type: 'limits' as const,
      id: String(playerId),
      attributes: {
        limits: state.limits,
        activeBreak: state.activeBreak && {
          kind: state.activeBreak.kind,
          startedAt: state.activeBreak.startedAt.toISOString(),
          endsAt: state.activeBreak.endsAt?.toISOString() ?? null,
          source: state.activeBreak.source ?? 'player',
        },
        realityCheckMinutes: state.realityCheckMinutes,
        reviewDueAt: state.reviewDueAt?.toISOString() ?? null,
        lastSelfAssessment: state.lastSelfAssessment && assessmentView(state.lastSelfAssessment),
        prompts: state.prompts,
      },
    },
  };
}

/** The /limit-service-api calls (spec 000), each on the player's own limits and breaks. */
export function responsibleGamblingRoutes(app: FastifyInstance, services: AppServices): void {
  const responsible = services.responsibleGambling;
  const answerFor = async (playerId: number) =>
    limitsAnswer(playerId, await responsible.state(playerId));

  registerCall(app, limitCalls.limits, ({ request }) => answerFor(currentPlayer(request).playerId));

  registerCall(app, limitCalls.availableLimits, async ({ request }) => ({
    data: {
      type: 'available-limits' as const,
      id: String(currentPlayer(request).playerId),
      attributes: await responsible.available(),
    },
  }));

  registerCall(app, limitCalls.selfExcludeReasons, ({ request }) => ({
    data: {
      type: 'self-exclude-reasons' as const,
      id: String(currentPlayer(request).playerId),
      attributes: { reasons: responsible.selfExcludeReasons() },
    },
  }));

  registerCall(app, limitCalls.setLimit, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { kind, period, value } = body.data.attributes;
    await responsible.setLimit(playerId, kind, period, value);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.limitAction, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { action, kind, period } = body.data.attributes;
    await responsible.answerLimitChange(playerId, action, kind, period);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.removeLimit, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { kind, period } = body.data.attributes;
    await responsible.removeLimits(playerId, kind, period);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.removeLimitsOfType, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await responsible.removeLimits(playerId, body.data.attributes.kind);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.answerPrompt, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await responsible.answerPrompt(playerId, body.data.attributes.prompt);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.setRealityCheck, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await responsible.setRealityCheck(playerId, body.data.attributes.minutes);
    return answerFor(playerId);
  });

  const sessionAnswer = (playerId: number, view: PlaySessionView) => ({
    data: { type: 'play-session' as const, id: String(playerId), attributes: view },
  });

  registerCall(app, limitCalls.playSession, async ({ request }) => {
    const signedIn = currentPlayer(request);
    return sessionAnswer(signedIn.playerId, await responsible.playSession(signedIn));
  });

  registerCall(app, limitCalls.answerRealityCheck, async ({ request }) => {
    const signedIn = currentPlayer(request);
    return sessionAnswer(signedIn.playerId, await responsible.answerRealityCheck(signedIn));
  });

  registerCall(app, limitCalls.blockUser, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await responsible.takeBreak(playerId, body.data.attributes);
    return answerFor(playerId);
  });

  registerCall(app, limitCalls.testAnswers, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const result = await responsible.takeSelfAssessment(playerId, body.data.attributes.answers);
    return {
      data: {
        type: 'self-assessment' as const,
        id: String(playerId),
        attributes: assessmentView(result),
      },
    };
  });
}
