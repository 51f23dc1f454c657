import { accountsCalls as calls, type UserBalance } from '@arenabet/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';

const balanceAnswer = (playerId: number, attributes: UserBalance) => ({
  data: { type: 'user-balance' as const, id: String(playerId), attributes },
});

/** Every player call answers the accounts as they are after it, for the account switcher. */
export function accountsRoutes(
  app: FastifyInstance,
  services: AppServices,
  _deps: ModuleDeps,
): void {
  const balanceOfCaller = async (request: Parameters<typeof currentPlayer>[0]) => {
    const { playerId } = currentPlayer(request);
    return balanceAnswer(playerId, await services.accounts.balanceOf(playerId));
  };

  registerCall(app, calls.balance, ({ request }) => balanceOfCaller(request));
  registerCall(app, calls.balancePost, ({ request }) => balanceOfCaller(request));

  registerCall(app, calls.setActiveAccount, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await services.accounts.setActiveAccount(playerId, body.data.attributes.account_id);
    return balanceOfCaller(request);
  });

  registerCall(app, calls.createCurrencyAccount, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await services.accounts.createCurrencyAccount(playerId, body.data.attributes.currency_id);
    return balanceOfCaller(request);
  });

  registerCall(app, calls.deleteCurrencyAccount, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await services.accounts.deleteCurrencyAccount(playerId, body.data.attributes.account_id);
    return balanceOfCaller(request);
  });

  registerCall(app, calls.consistency, async () => ({
    data: {
      type: 'ledger-consistency' as const,
      id: 'ledger',
      attributes: await services.accounts.consistencyCheck(),
    },
  }));
}
