import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { BetLoad, BetLoadCommand, BetLoadReport } from './bets-placing.ts';
import { timedRun } from './timed-run.ts';

/*
 * The placing bench's client process: one loop per player, each posting MakeBetWeb back to back
 * over keep-alive connections (node:http). It runs apart from the server so that
 * building requests and reading answers does not queue on the server's event loop.
 */

const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb?lng=en';

/** Bets answered `accepted` since the process started, warm-ups included. */
let accepted = 0;

/**
 * Node's own HTTP client over keep-alive sockets, one per player: fetch cost this process
 * 1.6 ms of CPU a bet, as much as the server's whole bet, and the two share the machine.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/vnd.api+json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

async function placeOne(load: BetLoad, player: number, nth: number): Promise<void> {
  const event = load.events[nth % load.events.length];
  const body = JSON.stringify({
    data: {
      attributes: { couponEvents: [event], vid: 0, summ: load.stake, betGuid: randomUUID() },
    },
  });
  const { status, text } = await post(`${load.origin}${MAKE_BET}`, load.tokens[player] ?? '', body);
  const answer = status === 200 ? JSON.parse(text).data?.attributes?.status : undefined;
  // A refused bet is answered quickly and moves no money: counting it would flatter the rate.
  if (answer !== 'accepted') {
    throw new Error(`MakeBetWeb answered ${status}: ${text.slice(0, 300)}`);
  }
  accepted++;
}

async function run(load: BetLoad): Promise<BetLoadReport> {
  let placed = 0;
  const rate = await timedRun((player) => placeOne(load, player, placed++ * 7 + player), {
    clients: load.tokens.length,
    warmupMs: load.warmupMs,
    seconds: load.seconds,
  });
  return { op: 'ran', ...rate, accepted };
}

process.on('message', (command: BetLoadCommand) => {
  if (command.op === 'stop') process.exit(0);
  run(command.load).then(
    (report) => process.send?.(report),
    (error: unknown) => process.send?.({ op: 'failed', message: String(error) }),
  );
});
