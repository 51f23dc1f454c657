import { phoneActionCalls as calls } from '@arenabet/contracts/phone-actions';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { isSecureRequest } from '../../platform/http/cookies.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';

/**
 * The phone of the last v3 update, for check-confirm-code that names only the code. A hint,
 * not a proof: the code is bound to the player and the phone, so another phone here fails.
 */
const V3_PHONE_COOKIE = 'phone_update';
const V3_COOKIE_PATH = '/web-api/api/internal/v3/phone-number';

const codeSent = (codeLength: number) => ({
  data: {
    type: 'phone-code' as const,
    id: 'code',
    attributes: { message: 'phone_code_sent', code_length: codeLength },
  },
});

const phoneAnswer = (phone: string | null, message: string) => ({
  data: { type: 'phone' as const, id: 'phone', attributes: { message, phone } },
});

export function phoneActionsRoutes(
  app: FastifyInstance,
  services: AppServices,
  _deps: ModuleDeps,
): void {
  const phones = services.phoneActions;
  const playerId = (request: Parameters<typeof currentPlayer>[0]) =>
    currentPlayer(request).playerId;

  registerCall(app, calls.createPhoneNumber, async ({ body, request }) => {
    const input = { text: body.data.attributes.phone_number, field: 'phone_number' };
    const sent = await phones.sendBindCode(playerId(request), input, {
      channel: 'sms',
      mode: 'create',
    });
    return codeSent(sent.codeLength);
  });

  registerCall(app, calls.addPhoneByTelegramCode, async ({ body, request }) => {
    const input = { text: body.data.attributes.phone_number, field: 'phone_number' };
    const sent = await phones.sendBindCode(playerId(request), input, {
      channel: 'telegram',
      mode: 'create',
    });
    return codeSent(sent.codeLength);
  });

  registerCall(app, calls.updatePhoneNumber, async ({ body, request }) => {
    const { phone_number, confirm_code, user_answer } = body.data.attributes;
    const input = { text: phone_number, field: 'phone_number' };
    if (confirm_code !== undefined) {
      return phoneAnswer(
        await phones.bindWithCode(playerId(request), input, confirm_code),
        'phone_bound',
      );
    }
    const request_ = { channel: 'sms' as const, mode: 'change' as const, userAnswer: user_answer };
    return codeSent((await phones.sendBindCode(playerId(request), input, request_)).codeLength);
  });

  registerCall(app, calls.updatePhoneByTelegramCode, async ({ body, request }) => {
    const { phone_number, user_answer } = body.data.attributes;
    const input = { text: phone_number, field: 'phone_number' };
    const sent = await phones.sendBindCode(playerId(request), input, {
      channel: 'telegram',
      mode: 'change',
      userAnswer: user_answer,
    });
    return codeSent(sent.codeLength);
  });

  registerCall(app, calls.createPhoneNumberConfirm, async ({ body, request }) => {
    const { phone_number, confirm_code } = body.data.attributes;
    const input = { text: phone_number, field: 'phone_number' };
    return phoneAnswer(
      await phones.bindWithCode(playerId(request), input, confirm_code),
      'phone_bound',
    );
  });

  registerCall(app, calls.updatePhoneNumberSendCode, async ({ body, request }) => {
    const answer = body.data.attributes.user_answer;
    return codeSent(
      (await phones.sendCurrentPhoneCode(playerId(request), 'sms', answer)).codeLength,
    );
  });

  registerCall(app, calls.sendTelegramCode, async ({ body, request }) => {
    const answer = body.data.attributes.user_answer;
    const sent = await phones.sendCurrentPhoneCode(playerId(request), 'telegram', answer);
    return codeSent(sent.codeLength);
  });

  registerCall(app, calls.updatePhoneNumberConfirm, async ({ body, request }) => {
    await phones.confirmCurrentPhone(playerId(request), body.data.attributes.confirm_code);
    return phoneAnswer(null, 'phone_unbound');
  });

  registerCall(app, calls.updateV3, async ({ body, request, reply }) => {
    const { phone, country_code, user_answer } = body.data.attributes;
    const input = { text: phone, field: 'phone', countryCode: country_code };
    const sent = await phones.sendBindCode(playerId(request), input, {
      channel: 'sms',
      mode: 'change',
      userAnswer: user_answer,
    });
    reply.setCookie(V3_PHONE_COOKIE, sent.phone, {
      path: V3_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecureRequest(request),
      maxAge: 10 * 60,
    });
    return codeSent(sent.codeLength);
  });

  registerCall(app, calls.checkConfirmCodeV3, async ({ query, request, reply }) => {
    const phone = query.phone ?? request.cookies[V3_PHONE_COOKIE];
    if (!phone) throw badRequest('validation_failed', { phone: ['required'] });
    const bound = await phones.bindWithCode(
      playerId(request),
      { text: phone, field: 'phone' },
      query.confirm_code,
    );
    reply.clearCookie(V3_PHONE_COOKIE, { path: V3_COOKIE_PATH });
    return phoneAnswer(bound, 'phone_bound');
  });

  registerCall(app, calls.checkUserAnswerV3, async ({ query, request }) => {
    const id = playerId(request);
    const result = await services.securityQuestion.check(id, query.user_answer);
    if (result === 'not_set') throw badRequest('security_question_not_set');
    if (result === 'wrong')
      throw badRequest('validation_failed', { user_answer: ['security_answer_wrong'] });
    return {
      data: {
        type: 'security-answer-check' as const,
        id: String(id),
        attributes: { correct: true },
      },
    };
  });
}
