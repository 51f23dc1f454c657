import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AURORA_SEGMENTS, auroraWin } from './aurora-wheel.ts';
import type { WalletClient } from './wallet-client.ts';

/*
 * The studio's server: the game's page at /games/aurora-wheel?token=… (what the site's launch
 * URL opens), and the spin the page posts. Each spin is one round: the stake is debited, the
 * wheel drawn (node:crypto), the win credited; a debit whose credit fails is rolled back, so a
 * round never keeps a stake it did not settle.
 */

export interface SpinAnswer {
  roundId: string;
  segment: number;
  win: number;
  balance: number;
  currency: string;
}

export class WalletRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
  ) {
    super(key);
  }
}

export async function spin(wallet: WalletClient, token: string, stake: number, currency: string) {
  const roundId = randomUUID();
  const debitId = `${roundId}:debit`;
  const debit = await wallet.call('debit', {
    token,
    roundId,
    transactionId: debitId,
    amount: stake,
    currency,
  });
  if (debit.status !== 200) throw new WalletRefusal(debit.status, debit.body.message ?? 'refused');
  const segment = randomInt(AURORA_SEGMENTS.length);
  const win = auroraWin(stake, segment);
  const creditCall = {
    token,
    roundId,
    transactionId: `${roundId}:credit`,
    amount: win,
    currency,
  };
  // A credit lost on the way is sent again, signed anew: the wallet answers a repeat as first.
  const credit = await wallet
    .call('credit', creditCall)
    .catch(() => wallet.call('credit', creditCall))
    .catch(() => undefined);
  // Unanswered twice: the credit may have landed, so no rollback; a studio queues it to send
  // again, and the wallet takes a late credit.
  if (!credit) throw new WalletRefusal(502, 'credit_pending');
  if (credit.status !== 200) {
    await wallet.call('rollback', {
      token,
      roundId,
      transactionId: `${roundId}:rollback`,
      debitTransactionId: debitId,
    });
    throw new WalletRefusal(credit.status, credit.body.message ?? 'refused');
  }
  const answer: SpinAnswer = {
    roundId,
    segment,
    win,
    balance: credit.body.balance ?? 0,
    currency: credit.body.currency ?? currency,
  };
  return answer;
}

const GAME_PAGE = (token: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Aurora Wheel — Northlight</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Aurora Wheel</h1><p>25 segments, return to player 96 %.</p>
<form method="post" action="/games/aurora-wheel/spin"><input type="hidden" name="token" value="${token.replace(/[^A-Za-z0-9_-]/g, '')}">
<label>Stake (minor units) <input name="stake" type="number" min="1" value="100"></label>
<button>Spin</button></form></main></body></html>`;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** The page's form (urlencoded) or a JSON body. */
function spinRequest(request: IncomingMessage, body: string) {
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    return {
      token: form.get('token'),
      stake: form.get('stake'),
      currency: form.get('currency') ?? 'EUR',
    };
  }
  return JSON.parse(body) as { token: unknown; stake: unknown; currency: unknown };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function studioServer(wallet: WalletClient): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://studio');
    try {
      if (request.method === 'GET' && url.pathname === '/games/aurora-wheel') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(GAME_PAGE(url.searchParams.get('token') ?? ''));
        return;
      }
      if (request.method === 'POST' && url.pathname === '/games/aurora-wheel/spin') {
        const { token, stake, currency } = spinRequest(request, await readBody(request));
        send(response, 200, await spin(wallet, String(token), Number(stake), String(currency)));
        return;
      }
      send(response, 404, { message: 'not_found' });
    } catch (error) {
      if (error instanceof WalletRefusal)
        send(response, 409, { message: error.key, status: error.status });
      else send(response, 500, { message: 'studio_error' });
    }
  });
}
