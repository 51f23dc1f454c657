import { CAPTCHA_HEADER, registrationCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { setUserTokenCookie } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';

export function registrationRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: ModuleDeps,
): void {
  const { registration, captcha } = services;
  registerCall(app, registrationCalls.register, async ({ body, request, reply }) => {
    const token = request.headers[CAPTCHA_HEADER];
    await captcha.require(await deps.captchaType(), typeof token === 'string' ? token : undefined);
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const result = await registration.registerFast(body.data.attributes, meta);
    setUserTokenCookie(request, reply, result.token, result.signedIn.expiresAt);
    const attributes = {
      userId: result.player.id,
      password: result.password,
      expireDate: result.signedIn.expiresAt.toISOString(),
    };
    return { data: { type: 'registration' as const, id: String(result.player.id), attributes } };
  });
}
