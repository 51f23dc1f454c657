import { type CallContract, toRoutePattern } from '@arenabet/contracts/call';
import {
  studioWalletCalls as calls,
  launchCalls,
  type rollbackRequest,
  SIGNATURE_HEADER,
  type StudioMoneyRequest,
  TIMESTAMP_HEADER,
  type WalletAnswer,
} from '@arenabet/contracts/casino-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { toValidationErrors } from '../../platform/http/validation.ts';
import { currentPlayer } from '../auth/routes.ts';
import { currencyIsoOf } from './round-views.ts';
import { type SessionRow, type Studio, StudioGate } from './studios.ts';
import type { CasinoWallet, WalletCallRequest, WalletAnswer as WalletMove } from './wallet.ts';

/** A wallet call's body is small; anything larger is not a studio's. */
const BODY_LIMIT = 16 * 1024;

interface StudioCall {
  contract: CallContract;
  /** Whether the call settles what a session started, so a lapsed session still takes it. */
  settles(studio: Studio, body: never): Promise<boolean>;
  answer(session: SessionRow, body: never): Promise<WalletAnswer>;
}

/**
 * The seamless wallet for outside studios (contracts/casino-wallet.ts), and the launch of their
 * games. The wallet's calls live in a scope of their own: the body stays the exact text the
 * signature covers.
 */
export function studioRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  studios: readonly Studio[],
): void {
  const gate = new StudioGate(deps);
  const studioOf = (provider: string) => {
    const studio = studios.find((candidate) => candidate.provider === provider);
    if (!studio) throw notFound('casino_provider_unknown');
    return studio;
  };

  registerCall(app, launchCalls.launch, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { provider, game } = body.data.attributes;
    const studio = studioOf(provider);
    await services.casino.operations.requireOn(game);
    const account = await services.casino.activeAccount(playerId);
    const session = await gate.open(studio, game, {
      playerId,
      accountId: account.id,
      currencyId: account.currencyId,
    });
    const url = new URL(
      `games/${encodeURIComponent(game)}`,
      `${studio.baseUrl.replace(/\/$/, '')}/`,
    );
    url.searchParams.set('token', session.token);
    const attributes = { url: url.toString(), expiresAt: session.expiresAt.toISOString() };
    return { data: { type: 'casino-launch' as const, id: String(playerId), attributes } };
  });

  const wallet = services.casino.wallet;
  const always = async () => true;
  const studioCalls: StudioCall[] = [
    {
      contract: calls.balance,
      settles: async () => false,
      answer: (session) => balanceOf(session),
    },
    {
      contract: calls.debit,
      // A new stake needs a live session and a game that is on; a repeat gets its first answer.
      settles: (studio, body: StudioMoneyRequest) =>
        wallet.knows(studio.provider, body.transactionId),
      answer: async (session, body: StudioMoneyRequest) => {
        if (!(await wallet.knows(session.provider, body.transactionId))) {
          await services.casino.operations.requireOn(session.game);
        }
        // A repeat gets its first answer in the wallet, before the limits are asked.
        const limits = await services.responsibleGambling.guard(session.playerId);
        return moneyCall(wallet, deps, session, body, (tx, request) =>
          wallet.debit(tx, { ...request, limits }),
        );
      },
    },
    {
      contract: calls.credit,
      settles: always,
      answer: (session, body: StudioMoneyRequest) =>
        moneyCall(wallet, deps, session, body, (tx, request) => wallet.credit(tx, request)),
    },
    {
      contract: calls.rollback,
      settles: always,
      answer: async (session, body: z.infer<typeof rollbackRequest>) => {
        await wallet.openHouse(session.currencyId);
        const request = { ...callOf(session, body), debitTransactionId: body.debitTransactionId };
        const done = await withTransaction(deps.db, (tx) => wallet.rollback(tx, request));
        return answerOf(session, done);
      },
    },
  ];

  async function balanceOf(session: SessionRow): Promise<WalletAnswer> {
    const account = await withTransaction(deps.db, (tx) =>
      services.accounts.playableAccountIn(tx, session.playerId, session.accountId),
    );
    if (!account) throw conflict('casino_account_unavailable');
    return { balance: account.balance, currency: currencyIsoOf(session.currencyId) };
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const { contract, settles, answer } of studioCalls) {
      app.calls.push(contract);
      scope.post<{ Params: { provider: string } }>(
        toRoutePattern(contract.path),
        async (request) => {
          const studio = studioOf(request.params.provider);
          const rawBody = typeof request.body === 'string' ? request.body : '';
          await gate.admit(
            studio,
            header(request, TIMESTAMP_HEADER),
            header(request, SIGNATURE_HEADER),
            rawBody,
          );
          const body = parsedBody(contract, rawBody) as { token: string };
          const session = await gate.session(
            studio,
            body.token,
            await settles(studio, body as never),
          );
          return answer(session, body as never);
        },
      );
    }
  });
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function parsedBody(contract: CallContract, rawBody: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('validation_failed', { body: ['validation_invalid_format'] });
  }
  const parsed = z.safeParse(contract.body as z.ZodMiniType, json, { reportInput: true });
  if (!parsed.success) throw badRequest('validation_failed', toValidationErrors(parsed.error));
  return parsed.data;
}

function callOf(
  session: SessionRow,
  body: { roundId: string; transactionId: string },
): Omit<WalletCallRequest, 'amount'> {
  return {
    provider: session.provider,
    transactionId: body.transactionId,
    roundId: body.roundId,
    playerId: session.playerId,
    accountId: session.accountId,
    currencyId: session.currencyId,
  };
}

async function moneyCall(
  wallet: CasinoWallet,
  deps: Pick<ModuleDeps, 'db'>,
  session: SessionRow,
  body: { roundId: string; transactionId: string; amount: number; currency: string },
  move: (tx: Transaction, request: WalletCallRequest) => Promise<WalletMove>,
): Promise<WalletAnswer> {
  if (body.currency !== currencyIsoOf(session.currencyId))
    throw conflict('casino_currency_mismatch');
  await wallet.openHouse(session.currencyId);
  const request = { ...callOf(session, body), amount: body.amount };
  const done = await withTransaction(deps.db, (tx) => move(tx, request));
  return answerOf(session, done);
}

function answerOf(session: SessionRow, done: WalletMove): WalletAnswer {
  return {
    balance: done.balance,
    currency: currencyIsoOf(session.currencyId),
    walletTransactionId: done.walletTransactionId,
    replayed: done.replayed,
  };
}
