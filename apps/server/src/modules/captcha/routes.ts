import { type CaptchaType, captchaCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/route.ts';
import type { CaptchaService } from './service.ts';

export function captchaRoutes(
  app: FastifyInstance,
  captcha: CaptchaService,
  captchaType: () => Promise<CaptchaType>,
): void {
  registerCall(app, captchaCalls.challenge, async ({ reply }) => {
    const type = await captchaType();
    reply.header('cache-control', 'no-store');
    const attributes = {
      type,
      needsKeys: !['custom', 'disabled'].includes(type),
      challenge: await captcha.challenge(type),
    };
    return { data: { type: 'captcha-challenge' as const, id: type, attributes } };
  });
}
