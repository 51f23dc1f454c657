import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CardForm } from './card-rules.ts';
import { CHECKOUT_PATH, type PageOutcome } from './checkout-actions.ts';
import { closedPage, notFoundPage, payPage, threeDsPage } from './hosted-page.ts';
import type { SandboxProvider } from './provider.ts';

/*
 * The sandbox's hosted payment page. Plain HTML pages and HTML forms, not calls of our API:
 * they stand for a page on the provider's own site, so they have no contracts and answer HTML
 * even when something is wrong.
 */

type WithId = { Params: { id: string } };

/** Longest form value read; the page's own fields are far shorter. */
const MAX_FIELD_LENGTH = 200;

export function paymentSandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider): void {
  const clock = sandbox.clock;
  // An encapsulated scope, so the form parser serves these pages and no call of the site's API.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8_192 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.get<WithId>(`${CHECKOUT_PATH}/:id`, async (request, reply) =>
      answer(reply, await sandbox.hosted.show(request.params.id), clock, 'show'),
    );
    scope.post<WithId>(`${CHECKOUT_PATH}/:id/card`, async (request, reply) => {
      const outcome = await sandbox.hosted.payByCard(request.params.id, cardFormOf(request));
      return answer(reply, outcome, clock, 'submit');
    });
    scope.post<WithId>(`${CHECKOUT_PATH}/:id/three-ds`, async (request, reply) => {
      const code = fieldOf(request, 'code');
      return answer(
        reply,
        await sandbox.hosted.confirmThreeDs(request.params.id, code),
        clock,
        'submit',
      );
    });
    scope.post<WithId>(`${CHECKOUT_PATH}/:id/decision`, async (request, reply) => {
      const approve = fieldOf(request, 'decision') === 'approve';
      return answer(
        reply,
        await sandbox.hosted.decide(request.params.id, approve),
        clock,
        'submit',
      );
    });
    scope.post<WithId>(`${CHECKOUT_PATH}/:id/cancel`, async (request, reply) =>
      answer(reply, await sandbox.hosted.cancel(request.params.id), clock, 'submit'),
    );
    scope.post<WithId>(`${CHECKOUT_PATH}/:id/expire`, async (request, reply) =>
      answer(reply, await sandbox.hosted.expireNow(request.params.id), clock, 'submit'),
    );
  });
}

/**
 * A page, or a 303 so the browser fetches the next one with a GET. A form that could not be
 * taken answers 422 (bad fields, wrong code) or 409 (the payment was already closed).
 */
function answer(reply: FastifyReply, outcome: PageOutcome, clock: Clock, after: 'show' | 'submit') {
  if (outcome.kind === 'redirect') return reply.redirect(outcome.url, 303);
  if (outcome.kind === 'not_found') return sendPage(reply, 404, notFoundPage(), null);
  const returnOrigin = new URL(outcome.checkout.returnUrl).origin;
  switch (outcome.kind) {
    case 'closed': {
      const page = closedPage(outcome.checkout, outcome.returnTo, clock.now());
      return sendPage(reply, after === 'show' ? 200 : 409, page, returnOrigin);
    }
    case 'pay': {
      const page = payPage(outcome.checkout, outcome.errors, outcome.values);
      return sendPage(reply, outcome.errors ? 422 : 200, page, returnOrigin);
    }
    case 'three_ds': {
      const page = threeDsPage(outcome.checkout, outcome.wrongCode);
      return sendPage(reply, outcome.wrongCode ? 422 : 200, page, returnOrigin);
    }
  }
}

/**
 * Nothing may load, frame the page or receive its forms except this server and the merchant
 * (form-action also covers the 303 back to the merchant after a form is sent).
 */
export function pageSecurityPolicy(returnOrigin: string | null): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, html: string, returnOrigin: string | null) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageSecurityPolicy(returnOrigin))
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .send(html);
}

function cardFormOf(request: FastifyRequest): CardForm {
  return {
    number: fieldOf(request, 'number'),
    expiry: fieldOf(request, 'expiry'),
    cvc: fieldOf(request, 'cvc'),
    holder: fieldOf(request, 'holder'),
  };
}

function fieldOf(request: FastifyRequest, name: string): string {
  const form = request.body instanceof URLSearchParams ? request.body : null;
  return (form?.get(name) ?? '').slice(0, MAX_FIELD_LENGTH);
}
