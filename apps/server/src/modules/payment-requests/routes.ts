import {
  type BackofficePaymentRequest,
  backofficePaymentRequestCalls as backofficeCalls,
  paymentRequestCalls as calls,
  type PaymentRequest,
} from '@arenabet/contracts/payment-requests';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { signedIn } from '../operators/routes.ts';
import type { PaymentRequestsService } from './service.ts';

const requestAnswer = (attributes: PaymentRequest) => ({
  data: { type: 'payment-request' as const, id: String(attributes.id), attributes },
});

const backofficeAnswer = (attributes: BackofficePaymentRequest) => ({
  data: { type: 'backoffice-payment-request' as const, id: String(attributes.id), attributes },
});

/** The player's payment consultant and the operator's side of it. */
export function paymentRequestsRoutes(
  app: FastifyInstance,
  services: { paymentRequests: PaymentRequestsService },
  _deps: ModuleDeps,
): void {
  const requests = services.paymentRequests;

  registerCall(app, calls.list, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await requests.listOf(playerId, query);
    return { data: { type: 'payment-requests' as const, id: String(playerId), attributes } };
  });

  registerCall(app, calls.payments, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    const payments = await requests.paymentsFor(playerId, query.topic);
    return {
      data: {
        type: 'payment-request-payments' as const,
        id: String(playerId),
        attributes: { payments },
      },
    };
  });

  registerCall(app, calls.get, async ({ params, request }) =>
    requestAnswer(await requests.requestOf(currentPlayer(request).playerId, params.id)),
  );

  registerCall(app, calls.create, async ({ body, request }) =>
    requestAnswer(await requests.create(currentPlayer(request).playerId, body.data.attributes)),
  );

  registerCall(app, calls.close, async ({ params, request }) =>
    requestAnswer(await requests.close(currentPlayer(request).playerId, params.id)),
  );

  registerCall(app, backofficeCalls.list, async ({ query }) => ({
    data: {
      type: 'backoffice-payment-requests' as const,
      id: query.status ?? 'all',
      attributes: await requests.backofficeList({ ...query, playerId: query.player_id }),
    },
  }));

  registerCall(app, backofficeCalls.answer, async ({ params, body, request }) =>
    backofficeAnswer(
      await requests.answer(params.id, signedIn(request).login, body.data.attributes.answer),
    ),
  );

  registerCall(app, backofficeCalls.close, async ({ params }) =>
    backofficeAnswer(await requests.closeByOperator(params.id)),
  );
}
