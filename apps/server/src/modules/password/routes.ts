import { CAPTCHA_HEADER } from '@arenabet/contracts';
import { passwordCalls as calls } from '@arenabet/contracts/password';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { attemptMeta, currentPlayer } from '../auth/routes.ts';

function captchaToken(request: FastifyRequest): string | undefined {
  const token = request.headers[CAPTCHA_HEADER];
  return typeof token === 'string' ? token : undefined;
}

export function passwordRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: ModuleDeps,
): void {
  const { password } = services;

  registerCall(app, calls.change, async ({ body, request }) => {
    const player = currentPlayer(request);
    const closed = await password.change(player, body.data.attributes, attemptMeta(request));
    const attributes = { message: 'password_changed', closed_sessions: closed };
    return { data: { type: 'password' as const, id: String(player.playerId), attributes } };
  });

  registerCall(app, calls.resetSend, async ({ body, request }) => {
    await services.captcha.require(await deps.captchaType(), captchaToken(request));
    const { channel, codeLength } = await password.sendResetCode(body.data.attributes.login);
    const attributes = { message: 'password_reset_code_sent', code_length: codeLength, channel };
    return { data: { type: 'password-reset' as const, id: channel, attributes } };
  });

  registerCall(app, calls.resetCheck, async ({ query }) => {
    await password.checkResetCode(query.login, query.code);
    const attributes = { message: 'password_reset_code_confirmed' };
    return { data: { type: 'password-reset-code' as const, id: 'code', attributes } };
  });

  registerCall(app, calls.resetFinish, async ({ body }) => {
    await password.finishReset(body.data.attributes);
    const attributes = { message: 'password_reset_done' };
    return { data: { type: 'password-reset-done' as const, id: 'done', attributes } };
  });
}
