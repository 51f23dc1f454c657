import {
  type BackofficePayment,
  backofficePaymentCalls as backoffice,
  paymentCalls as calls,
  type Payment,
  type PaymentHistory,
} from '@arenabet/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { siteOrigin } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { signedIn } from '../operators/routes.ts';
import { idempotencyKeyOf } from './idempotency.ts';

/** Webhook bodies are small JSON documents; the signature is over the exact bytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const paymentAnswer = (attributes: Payment) => ({
  data: { type: 'payment' as const, id: String(attributes.id), attributes },
});
const backofficeAnswer = (attributes: BackofficePayment) => ({
  data: { type: 'backoffice-payment' as const, id: String(attributes.id), attributes },
});
const historyAnswer = (playerId: number, attributes: PaymentHistory) => ({
  data: { type: 'payment-history' as const, id: String(playerId), attributes },
});

export function paymentsRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: ModuleDeps,
): void {
  playerRoutes(app, services, deps);
  backofficeRoutes(app, services);
  app.register(async (scope) => webhookRoute(scope, services));
}

function playerRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { payments } = services;

  registerCall(app, calls.rechargeData, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await payments.rechargeData(playerId, query.account_id);
    return {
      data: { type: 'recharge-data' as const, id: String(attributes.accountId), attributes },
    };
  });

  registerCall(app, calls.deduceData, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await payments.deduceData(playerId, query.account_id);
    return { data: { type: 'deduce-data' as const, id: String(attributes.accountId), attributes } };
  });

  registerCall(app, calls.deposit, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const key = idempotencyKeyOf(request.headers);
    const { account_id, method_id, amount, language } = body.data.attributes;
    const started = await payments.startDeposit(
      playerId,
      {
        accountId: account_id,
        methodId: method_id,
        amount,
        language: language ?? (await deps.defaultLanguage()),
      },
      key,
      siteOrigin(request, deps.config.PUBLIC_URL),
    );
    return {
      data: { type: 'deposit-start' as const, id: started.payment.reference, attributes: started },
    };
  });

  registerCall(app, calls.withdraw, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const key = idempotencyKeyOf(request.headers);
    const { account_id, method_id, amount, details } = body.data.attributes;
    const payment = await payments.requestWithdrawal(
      playerId,
      { accountId: account_id, methodId: method_id, amount, details },
      key,
    );
    return paymentAnswer(payment);
  });

  registerCall(app, calls.get, async ({ params, request }) => {
    const { playerId } = currentPlayer(request);
    return paymentAnswer(await payments.paymentOf(playerId, params.id));
  });

  registerCall(app, calls.historyMainAccount, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const history = await payments.history.history(
      playerId,
      { account: 'main' },
      body.data.attributes,
    );
    return historyAnswer(playerId, history);
  });

  registerCall(app, calls.historyVirtualAccount, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { account_id, ...filters } = body.data.attributes;
    const scope = { account: 'virtual' as const, accountId: account_id };
    return historyAnswer(playerId, await payments.history.history(playerId, scope, filters));
  });

  registerCall(app, calls.historySource, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await payments.history.sources(playerId);
    return { data: { type: 'payment-sources' as const, id: String(playerId), attributes } };
  });
}

function backofficeRoutes(app: FastifyInstance, services: AppServices): void {
  const { decisions } = services.payments;

  registerCall(app, backoffice.list, async ({ query }) => {
    const attributes = await decisions.list({
      direction: query.direction,
      status: query.status,
      playerId: query.player_id,
      page: query.page,
    });
    return { data: { type: 'backoffice-payments' as const, id: 'payments', attributes } };
  });

  registerCall(app, backoffice.approve, async ({ params, request }) =>
    backofficeAnswer(await decisions.approve(params.id, signedIn(request).login)),
  );

  registerCall(app, backoffice.reject, async ({ params, body, request }) =>
    backofficeAnswer(
      await decisions.reject(params.id, signedIn(request).login, body.data.attributes.reason),
    ),
  );

  registerCall(app, backoffice.refund, async ({ params, request }) =>
    backofficeAnswer(await decisions.refund(params.id, signedIn(request).login)),
  );

  registerCall(app, backoffice.playerLedger, async ({ params, query }) => {
    const attributes = await services.accounts.playerLedger(params.playerId, query.page);
    return { data: { type: 'player-ledger' as const, id: String(params.playerId), attributes } };
  });
}

/**
 * The provider's signed events. In a scope of its own: the body stays the exact text the
 * signature covers, while JSON elsewhere is parsed as usual.
 */
function webhookRoute(scope: FastifyInstance, services: AppServices): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  scope.post<{ Params: { provider: string } }>(
    '/web-api/payments/webhooks/:provider',
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const outcome = await services.payments.webhooks.receive(
        request.params.provider,
        request.headers,
        rawBody,
        request.log,
      );
      return reply.code(200).send({ received: true, outcome });
    },
  );
}
