import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { NORTHLIGHT } from '@arenabet/domain/casino/catalogue';
import { AURORA_RETURN, auroraWin } from '@arenabet/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { serverSecret } from '../system/secrets.ts';

/*
 * Northlight (packages/studio) is a separate process that knows the site only by its wallet
 * protocol: here it plays its game against the site over HTTP, as a third-party studio does.
 */

const EUR = 12;
const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

let t: TestApp;
let studio: ChildProcess;
let studioUrl: string;
let siteUrl: string;
let key: string;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const port = await freePort();
  studioUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ CASINO_STUDIO_URL: studioUrl });
  siteUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  key = await serverSecret(t.database.db, 'casino-studio-key:northlight');
  studio = spawn(process.execPath, ['--import', 'tsx', 'packages/studio/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      STUDIO_SITE_URL: siteUrl,
      STUDIO_KEY: key,
      STUDIO_PORT: String(port),
      STUDIO_NOW: t.clock.now().toISOString(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(studio.stdout as NonNullable<ChildProcess['stdout']>, 'data');
  expect(String(line)).toContain('studio listening');
}, 60_000);

afterAll(async () => {
  studio?.kill('SIGTERM');
  await t?.close();
});

async function fundedPlayer(euros: number) {
  const made = await makePlayer(t);
  const { accounts } = t.app.services;
  const account = await accounts.openMainAccount(made.id, EUR);
  const cash = await accounts.houseAccount('house_cash', EUR);
  await accounts.transfer({
    idempotencyKey: `studio-deposit-${made.id}`,
    kind: 'deposit',
    postings: [
      { accountId: account.id, amount: euros * 100 },
      { accountId: cash, amount: -euros * 100 },
    ],
  });
  return { ...made, accountId: account.id };
}

async function launch(token: string) {
  const answer = await t.app.inject(
    jsonApi(
      'POST',
      '/service-api/casino/v1/launch',
      { provider: 'northlight', game: 'aurora-wheel' },
      token,
    ),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return new URL(answer.json().data.attributes.url);
}

/** A wallet call signed as the studio signs it, at the site's clock. */
function signedCall(
  name: string,
  body: object,
  overrides: { timestamp?: string; key?: string } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = overrides.timestamp ?? String(t.clock.now().getTime());
  const signature = createHmac('sha256', overrides.key ?? key)
    .update(`${timestamp}.${raw}`)
    .digest('hex');
  return {
    raw,
    send: () =>
      fetch(`${siteUrl}/third-party/casino/v1/northlight/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-casino-timestamp': timestamp,
          'x-casino-signature': signature,
        },
        body: raw,
      }),
  };
}

const message = async (answer: Response) => ((await answer.json()) as { message: string }).message;

describe('an outside studio on the seamless wallet', () => {
  it('publishes the return the studio proves', () => {
    expect(NORTHLIGHT.games[0]?.returnToPlayer).toBe(AURORA_RETURN);
  });

  it('opens by a launch URL and plays rounds whose stakes and wins go through the ledger', async () => {
    const player = await fundedPlayer(100);
    const url = await launch(player.token);
    expect(url.origin + url.pathname).toBe(`${studioUrl}/games/aurora-wheel`);
    const token = url.searchParams.get('token') ?? '';
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Aurora Wheel');

    let won = 0;
    for (let round = 0; round < 3; round++) {
      const answer = await fetch(`${studioUrl}/games/aurora-wheel/spin`, {
        method: 'POST',
        body: JSON.stringify({ token, stake: 500, currency: 'EUR' }),
      });
      expect(answer.status).toBe(200);
      const spin = (await answer.json()) as { segment: number; win: number; balance: number };
      expect(spin.win).toBe(auroraWin(500, spin.segment));
      won += spin.win;
      expect(spin.balance).toBe(10_000 - 500 * (round + 1) + won);
    }
    const accounts = await t.app.services.accounts.accountsOf(player.id);
    expect(Math.round((accounts[0]?.money ?? 0) * 100)).toBe(10_000 - 1_500 + won);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('refuses a bad signature, a stale timestamp, a replayed call and an unknown session', async () => {
    const player = await fundedPlayer(10);
    const token = (await launch(player.token)).searchParams.get('token') ?? '';
    const balance = signedCall('balance', { token });
    const first = await balance.send();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ balance: 1_000, currency: 'EUR' });

    const replay = await balance.send();
    expect([replay.status, await message(replay)]).toEqual([409, 'provider_request_replayed']);
    const forged = await signedCall('balance', { token }, { key: 'not-the-key' }).send();
    expect([forged.status, await message(forged)]).toEqual([401, 'provider_signature_invalid']);
    const stale = String(t.clock.now().getTime() - 31_000);
    const old = await signedCall('balance', { token }, { timestamp: stale }).send();
    expect(old.status).toBe(401);
    const unknown = await signedCall('balance', { token: 'x'.repeat(32) }).send();
    expect([unknown.status, await message(unknown)]).toEqual([401, 'casino_session_invalid']);
  });

  it('settles a round after its session lapsed, and answers a late repeat as first', async () => {
    const player = await fundedPlayer(10);
    const token = (await launch(player.token)).searchParams.get('token') ?? '';
    const debit = {
      token,
      roundId: 'late-round',
      transactionId: 'late-debit',
      amount: 200,
      currency: 'EUR',
    };
    const first = await signedCall('debit', debit).send();
    expect(first.status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await signedCall('balance', { token }).send()).status).toBe(401);
    const fresh = { ...debit, roundId: 'new-round', transactionId: 'new-debit' };
    expect((await signedCall('debit', fresh).send()).status).toBe(401);
    const repeat = await signedCall('debit', debit).send();
    expect(await repeat.json()).toMatchObject({ balance: 800, replayed: true });
    const credit = await signedCall('credit', {
      ...debit,
      transactionId: 'late-credit',
      amount: 500,
    }).send();
    expect(credit.status).toBe(200);
    expect(await credit.json()).toMatchObject({ balance: 1_300, currency: 'EUR' });
  });

  it('refuses a replay of a call dated ahead of the site’s clock for as long as it is fresh', async () => {
    const player = await fundedPlayer(10);
    const token = (await launch(player.token)).searchParams.get('token') ?? '';
    const ahead = String(t.clock.now().getTime() + 29_000);
    const call = signedCall('balance', { token }, { timestamp: ahead });
    expect((await call.send()).status).toBe(200);
    t.clock.advance(31_000);
    // Still within 30 s of its date, the same signed call is a replay.
    const again = await call.send();
    expect([again.status, await message(again)]).toEqual([409, 'provider_request_replayed']);
  });

  it('takes no new stake on a game an operator turned off', async () => {
    const player = await fundedPlayer(10);
    const token = (await launch(player.token)).searchParams.get('token') ?? '';
    const operator = await t.operatorToken();
    const off = (enabled: boolean) =>
      t.app.inject(
        jsonApi(
          'POST',
          '/web-api/backoffice/casino/games/aurora-wheel',
          { enabled, reason: 'Audit' },
          operator,
        ),
      );
    expect((await off(false)).statusCode).toBe(200);
    const debit = {
      token,
      roundId: 'off-round',
      transactionId: 'off-debit',
      amount: 100,
      currency: 'EUR',
    };
    const refused = await signedCall('debit', debit).send();
    expect([refused.status, await message(refused)]).toEqual([409, 'casino_game_off']);
    expect((await off(true)).statusCode).toBe(200);
  });

  it('checks amounts against the session currency and lets a session lapse', async () => {
    const player = await fundedPlayer(10);
    const token = (await launch(player.token)).searchParams.get('token') ?? '';
    const debit = { token, roundId: 'r1', transactionId: 't1', amount: 100 };
    const dollars = await signedCall('debit', { ...debit, currency: 'USD' }).send();
    expect([dollars.status, await message(dollars)]).toEqual([409, 'casino_currency_mismatch']);

    const unused = (await launch(player.token)).searchParams.get('token') ?? '';
    t.clock.advance(2 * 60_000 + 1);
    const lapsed = await signedCall('balance', { token: unused }).send();
    expect(lapsed.status).toBe(401);
    // The session used before lives on for 30 minutes after its last call.
    const alive = await signedCall('balance', { token }).send();
    expect(alive.status).toBe(200);
  });
});
