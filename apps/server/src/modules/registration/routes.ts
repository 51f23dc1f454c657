import { CAPTCHA_HEADER, type CaptchaType, registrationCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { setUserTokenCookie } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { RegistrationService } from './service.ts';

export function registrationRoutes(
  app: FastifyInstance,
  registration: RegistrationService,
  captcha: CaptchaService,
  captchaType: () => Promise<CaptchaType>,
): void {
  registerCall(app, registrationCalls.register, async ({ body, request, reply }) => {
    const token = request.headers[CAPTCHA_HEADER];
    await captcha.require(await captchaType(), typeof token === 'string' ? token : undefined);
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
