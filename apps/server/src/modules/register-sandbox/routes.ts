import { NATIONAL_REGISTER_MONTHS } from '@arenabet/domain/responsible/exclusion-register';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxExclusionRegister } from './register.ts';

/*
 * The simulated register's own sign-up, as a person uses the national register's site to
 * exclude themselves from every licensed operator at once. Plain JSON of the register's own,
 * not a call of the site's API: it stands for another organisation's service.
 */

export const REGISTER_SANDBOX_PATH = '/register-sandbox/v1/registrations';

const optionalText = z.optional(z.string().trim().min(1).max(200));
const registration = z.object({
  first_name: optionalText,
  last_name: optionalText,
  date_of_birth: z.optional(z.iso.date()),
  email: z.optional(z.email().max(200)),
  mobile: z.optional(z.string().regex(/^\+?[\d\s()-]{7,20}$/)),
  months: z.literal(NATIONAL_REGISTER_MONTHS),
});

export function registerSandboxRoutes(app: FastifyInstance, register: SandboxExclusionRegister) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post(REGISTER_SANDBOX_PATH, async (request, reply) => {
      const parsed = registration.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(422).send({
          errors: parsed.error.issues.map((issue) => ({
            field: issue.path.join('.'),
            issue: issue.message,
          })),
        });
      }
      const { first_name, last_name, date_of_birth, email, mobile, months } = parsed.data;
      if (!email && !mobile && !(first_name && last_name && date_of_birth)) {
        return reply
          .code(422)
          .send({ errors: [{ field: 'person', issue: 'who is to be excluded?' }] });
      }
      const entry = await register.register({
        name: first_name ?? null,
        surname: last_name ?? null,
        birthday: date_of_birth ?? null,
        email: email ?? null,
        phone: mobile ?? null,
        months,
      });
      return reply.code(201).send({ id: entry.id, ends_at: entry.endsAt.toISOString() });
    });
  });
}
