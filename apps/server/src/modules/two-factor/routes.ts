import { TWO_FACTOR_ERROR, twoFactorCalls } from '@arenabet/contracts/two-factor';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest, errorBody } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { attemptMeta, currentPlayer } from '../auth/routes.ts';
import type { EnableResult } from './service.ts';

/** Field and message of each failed enable; error_code 2 is the spec's "sms code is wrong". */
const ENABLE_FAILURES: Record<Exclude<EnableResult, 'enabled'>, [string, string, number]> = {
  'wrong-app-code': ['app_code', 'two_factor_wrong_code', TWO_FACTOR_ERROR.appCode],
  'wrong-sms-code': ['sms_code', 'auth_incorrect_code', TWO_FACTOR_ERROR.smsCode],
  'sms-code-required': ['sms_code', 'auth_required_field', TWO_FACTOR_ERROR.smsCode],
};

export function twoFactorRoutes(
  app: FastifyInstance,
  services: AppServices,
  _deps: ModuleDeps,
): void {
  const { twoFactor } = services;

  registerCall(app, twoFactorCalls.status, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = {
      enabled: await twoFactor.isEnabled(playerId),
      needs_sms: await twoFactor.needsPhoneCode(playerId),
    };
    return { data: { type: 'two-factor-status' as const, id: String(playerId), attributes } };
  });

  registerCall(app, twoFactorCalls.qrCode, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const { qrCodeUrl, link, secret } = await twoFactor.start(playerId);
    const attributes = {
      qr_code_url: qrCodeUrl,
      qr_link: link,
      code: secret,
      needs_sms: await twoFactor.needsPhoneCode(playerId),
    };
    return { data: { type: 'two-factor-qr-code' as const, id: String(playerId), attributes } };
  });

  registerCall(app, twoFactorCalls.enable, async ({ body, request, reply }) => {
    const { playerId } = currentPlayer(request);
    const { app_code, sms_code } = body.data.attributes;
    const result = await twoFactor.enable(playerId, app_code, sms_code || undefined);
    if (result !== 'enabled') return sendEnableFailure(reply, ...ENABLE_FAILURES[result]);
    return {
      data: {
        type: 'two-factor-enabled' as const,
        id: String(playerId),
        attributes: { message: 'two_factor_enabled' },
      },
    };
  });

  registerCall(app, twoFactorCalls.disable, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await services.auth.checkProof(
      playerId,
      attemptMeta(request),
      () => twoFactor.disable(playerId, body.data.attributes.hash),
      { field: 'hash', message: 'two_factor_wrong_code' },
    );
    return {
      data: {
        type: 'two-factor-disabled' as const,
        id: String(playerId),
        attributes: { message: 'two_factor_disabled' },
      },
    };
  });

  for (const [call, channel] of [
    [twoFactorCalls.sendSms, 'sms'],
    [twoFactorCalls.sendTelegram, 'telegram'],
  ] as const) {
    registerCall(app, call, async ({ request }) => {
      const { playerId } = currentPlayer(request);
      const issued = await twoFactor.sendActivationCode(playerId, channel);
      if (!issued) throw badRequest('two_factor_no_phone');
      const attributes = { message: 'two_factor_code_sent', code_length: issued.codeLength };
      return { data: { type: 'two-factor-code-sent' as const, id: String(playerId), attributes } };
    });
  }
}

/** The error shape every call answers, plus the spec's `error_code` for this call. */
function sendEnableFailure(reply: FastifyReply, field: string, message: string, code: number) {
  return reply
    .code(400)
    .type('application/json')
    .send({ ...errorBody(400, message, { [field]: [message] }), error_code: code });
}
