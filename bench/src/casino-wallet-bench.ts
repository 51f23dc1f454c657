import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { StudioGate } from '../../apps/server/src/modules/casino/studios.ts';
import { serverSecret } from '../../apps/server/src/modules/system/secrets.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { verifyByTestPerson } from '../../apps/server/src/testing/verify-identity.ts';
import { listen } from './http-load.ts';
import { createScratchDatabase, isPostgresUrl } from './scratch-database.ts';
import { median, timedRun } from './timed-run.ts';

/**
 * Seamless-wallet debit + credit pairs per second on PostgreSQL, as an outside studio makes
 * them (signed JSON over HTTP, one session per player), beside a plain-SQL pair in the same
 * run: two transactions, each moving the balance with a conditional UPDATE and writing the call
 * and one posting, with no HTTP, signature, idempotency or double entry.
 */
export interface CasinoWalletBenchOptions {
  rounds: number;
  seconds: number;
  warmupMs: number;
  clients: number;
}

const EUR = 12;
const STAKE = 100;
const FUNDING = 1_000_000_000;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, key: string, body: object): Promise<number> {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex');
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-casino-timestamp': timestamp,
          'x-casino-signature': signature,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(raw);
  });
}

export async function runCasinoWalletBench(options: CasinoWalletBenchOptions): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!isPostgresUrl(serverUrl)) {
    console.log('\nSeamless wallet: skipped (needs DATABASE_URL of a PostgreSQL server)');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'bench_wallet');
  try {
    await measure(scratch.url, options);
  } finally {
    await scratch.drop();
  }
}

async function measure(url: string, options: CasinoWalletBenchOptions): Promise<void> {
  const config = readConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    FEED_SIMULATOR: 'false',
    CASINO_STUDIO_URL: 'http://127.0.0.1:9',
  });
  const database = await openDatabase({ url, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false, backgroundWork: false });
  const site = await listen(app);
  const key = await serverSecret(database.db, 'casino-studio-key:northlight');
  const tokens = await sessions(app.services, database.db, options.clients);
  const plain = await plainRig(url, options.clients);
  const wallet = `${site}/third-party/casino/v1/northlight`;
  const pair = async (client: number) => {
    const token = tokens[client] ?? '';
    const roundId = randomUUID();
    const money = { token, roundId, amount: STAKE, currency: 'EUR' };
    const debit = await post(`${wallet}/debit`, key, { ...money, transactionId: `${roundId}:d` });
    const credit = await post(`${wallet}/credit`, key, { ...money, transactionId: `${roundId}:c` });
    if (debit !== 200 || credit !== 200) throw new Error(`wallet answered ${debit}, ${credit}`);
  };
  const walletRates: number[] = [];
  const plainRates: number[] = [];
  const walletCpu: number[] = [];
  const run = { clients: options.clients, warmupMs: options.warmupMs, seconds: options.seconds };
  for (let round = 0; round < options.rounds; round++) {
    plainRates.push((await timedRun(plain.pair, run)).perSecond);
    const measured = await timedRun(pair, run);
    walletRates.push(measured.perSecond);
    walletCpu.push(measured.clientCpuMicros);
  }
  await plain.close();
  await app.close();
  await database.close();
  const walletRate = median(walletRates);
  const plainRate = median(plainRates);
  console.log(
    `\nSeamless wallet, debit + credit pairs per second (${options.clients} clients, PostgreSQL)`,
  );
  console.log(`  baseline: plain SQL pair     ${plainRate.toFixed(0)}/s`);
  console.log(`  signed HTTP calls, wallet    ${walletRate.toFixed(0)}/s`);
  console.log(`  ratio wallet / plain         ${(walletRate / plainRate).toFixed(3)}`);
  // The studio's client runs in the server's process here: this is both sides' CPU.
  console.log(`  Node CPU per wallet pair     ${(median(walletCpu) / 1000).toFixed(2)} ms`);
}

/** One funded player and one open studio session per client. */
async function sessions(
  services: Awaited<ReturnType<typeof buildApp>>['services'],
  db: Parameters<typeof serverSecret>[0],
  count: number,
): Promise<string[]> {
  const gate = new StudioGate({ db, clock: systemClock });
  const [studio] = services.casino.studios;
  if (!studio) throw new Error('the bench configures Northlight');
  const cash = await services.accounts.houseAccount('house_cash', EUR);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const player = await services.players.create({
      password: 'bench-password-1',
      email: `wallet-bench-${i}-${randomUUID()}@example.com`,
    });
    await verifyByTestPerson(services, player.id);
    const account = await services.accounts.openMainAccount(player.id, EUR);
    await services.accounts.transfer({
      idempotencyKey: `wallet-bench-${player.id}`,
      kind: 'deposit',
      postings: [
        { accountId: account.id, amount: FUNDING },
        { accountId: cash, amount: -FUNDING },
      ],
    });
    const session = await gate.open(studio, 'aurora-wheel', {
      playerId: player.id,
      accountId: account.id,
      currencyId: EUR,
    });
    // A first call keeps the session past its two unused minutes.
    await gate.session(studio, session.token);
    tokens.push(session.token);
  }
  return tokens;
}

/** The same pair in plain SQL over its own pool: a bench table of balances and calls. */
async function plainRig(url: string, clients: number) {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  await pool.query(
    `create table bench_wallet_accounts (id int primary key, balance bigint not null)`,
  );
  await pool.query(
    `create table bench_wallet_calls (id bigserial primary key, transaction_id text unique not null,
      account_id int not null, amount bigint not null, created_at timestamptz not null default now())`,
  );
  await pool.query(
    `insert into bench_wallet_accounts select g, ${FUNDING} from generate_series(0, ${clients - 1}) g`,
  );
  const move = async (account: number, transactionId: string, amount: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const moved = await client.query(
        'update bench_wallet_accounts set balance = balance + $2 where id = $1 and balance + $2 >= 0',
        [account, amount],
      );
      if (moved.rowCount !== 1) throw new Error('plain debit refused');
      await client.query(
        'insert into bench_wallet_calls (transaction_id, account_id, amount) values ($1, $2, $3)',
        [transactionId, account, amount],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    pair: async (client: number) => {
      const roundId = randomUUID();
      await move(client, `${roundId}:d`, -STAKE);
      await move(client, `${roundId}:c`, STAKE);
    },
    close: () => pool.end(),
  };
}
