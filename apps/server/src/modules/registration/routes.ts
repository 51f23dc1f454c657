import { CAPTCHA_HEADER, registrationCalls } from '@arenabet/contracts';
import { registrationActivationCalls } from '@arenabet/contracts/registration-activation';
import { registrationFormCalls } from '@arenabet/contracts/registration-form';
import { citiesOf, regionsOf } from '@arenabet/reference/regions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { setUserTokenCookie, siteOrigin } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';

export function registrationRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: ModuleDeps,
): void {
  const { registration, captcha } = services;
  const language = async (lng: string | undefined) => lng ?? (await deps.defaultLanguage());
  const requireCaptcha = async (request: FastifyRequest) => {
    const token = request.headers[CAPTCHA_HEADER];
    await captcha.require(await deps.captchaType(), typeof token === 'string' ? token : undefined);
  };
  const sessionMeta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });

  registerCall(app, registrationCalls.register, async ({ body, query, request, reply }) => {
    const scope = { countryId: query.country_id ?? null, language: await language(query.lng) };
    if (!body.data) {
      reply.code(200);
      const attributes = await registration.registrationData({ ...scope, section: query.section });
      return { data: { type: 'registration-data' as const, id: 'registration', attributes } };
    }
    await requireCaptcha(request);
    const attributes = body.data.attributes;
    const result =
      attributes.type === 'fast_reg'
        ? await registration.registerFast(attributes, sessionMeta(request))
        : await registration.registerForm(attributes, sessionMeta(request), {
            ...scope,
            origin: siteOrigin(request, deps.config.PUBLIC_URL),
          });
    setUserTokenCookie(request, reply, result.token, result.signedIn.expiresAt);
    const answer = {
      userId: result.player.id,
      ...('password' in result ? { password: String(result.password) } : {}),
      expireDate: result.signedIn.expiresAt.toISOString(),
    };
    return {
      data: { type: 'registration' as const, id: String(result.player.id), attributes: answer },
    };
  });

  registerCall(app, registrationFormCalls.types, async ({ query }) => {
    const types = await registration.types({
      countryId: query.country_id ?? null,
      language: await language(query.lng),
    });
    return { data: { type: 'registration-types' as const, id: 'types', attributes: { types } } };
  });

  registerCall(app, registrationFormCalls.fields, async ({ params, query }) => {
    const scope = { countryId: query.country_id ?? null, language: await language(query.lng) };
    const attributes = await registration.fieldSet(params.type, scope);
    return { data: { type: 'registration-fields' as const, id: params.type, attributes } };
  });

  registerCall(app, registrationFormCalls.fieldsAndBanners, async ({ query }) => {
    const scope = { countryId: query.country_id ?? null, language: await language(query.lng) };
    const fieldSet = await registration.fieldSet(query.type, scope);
    return {
      data: {
        type: 'registration-fields' as const,
        id: query.type,
        attributes: { ...fieldSet, banners: [] },
      },
    };
  });

  registerCall(app, registrationFormCalls.welcomeBonuses, () => ({ data: [] }));

  registerCall(app, registrationFormCalls.regions, async ({ query }) => ({
    regions: [...regionsOf(query.country_id, await language(query.lng))],
  }));

  registerCall(app, registrationFormCalls.cities, async ({ query }) => ({
    cities: [...citiesOf(query.region_id, await language(query.lng))],
  }));

  registerCall(app, registrationFormCalls.phoneSendCode, async ({ body, query, request }) => {
    await requireCaptcha(request);
    const issued = await registration.sendPhoneCode(
      body.data.attributes,
      await language(query.lng),
    );
    const attributes = {
      code_length: issued.codeLength,
      resendAfterSeconds: issued.resendAfterSeconds,
    };
    return { data: { type: 'phone-code' as const, id: 'phone-code', attributes } };
  });

  registerCall(app, registrationActivationCalls.sendActivationMail, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    const lang = await language(query.lng);
    const issued = await registration.sendActivationMail(
      playerId,
      lang,
      siteOrigin(request, deps.config.PUBLIC_URL),
    );
    const attributes = {
      code_length: issued.codeLength,
      resendAfterSeconds: issued.resendAfterSeconds,
    };
    return { data: { type: 'activation-mail' as const, id: String(playerId), attributes } };
  });

  registerCall(app, registrationActivationCalls.repeatActivationPopup, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await registration.activationReminder(playerId);
    return { data: { type: 'activation-popup' as const, id: String(playerId), attributes } };
  });

  const activated = (playerId: number) => ({
    data: {
      type: 'email-activation' as const,
      id: String(playerId),
      attributes: { activated: true as const },
    },
  });

  registerCall(app, registrationActivationCalls.activate, async ({ body }) => {
    const { user, code } = body.data.attributes;
    await registration.activateByLink(user, code);
    return activated(user);
  });

  registerCall(app, registrationActivationCalls.activateFast, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await registration.activateByCode(playerId, body.data.attributes.code);
    return activated(playerId);
  });

  registerCall(
    app,
    registrationActivationCalls.storeCredentials,
    async ({ body, query, request }) => {
      const { playerId } = currentPlayer(request);
      const lang = await language(query.lng);
      await registration.storeCredentials(playerId, body.data.attributes, lang);
      return {
        data: {
          type: 'stored-credentials' as const,
          id: String(playerId),
          attributes: { sent: true as const },
        },
      };
    },
  );
}
