import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../payments/provider.ts';
import {
  newReference,
  openSandboxHarness,
  type SandboxHarness,
  TEST_WEBHOOK_SECRET,
} from './sandbox-test-kit.ts';
import { sandboxWebhookDeliveries } from './schema.ts';
import { SIGNATURE_HEADER } from './signature.ts';
import {
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  startWebhookDispatcher,
  WebhookDispatcher,
  type WebhookSend,
} from './webhook-dispatcher.ts';
import { newEventId } from './webhook-payload.ts';

let h: SandboxHarness;
beforeAll(async () => {
  h = await openSandboxHarness();
});
afterAll(() => h.close());

const URL_OF_MERCHANT = 'http://merchant.example/web-api/payments/webhooks/sandbox';

function event(reference = newReference()): WebhookEvent {
  return {
    eventId: newEventId(),
    type: 'payment.succeeded',
    merchantReference: reference,
    amount: 700,
    currency: 'EUR',
  };
}

/** A dispatcher of its own, so each test sees only the rows it queued. */
function dispatcher(options: { duplicates?: boolean; delayMs?: number } = {}) {
  return new WebhookDispatcher(h.database.db, async () => TEST_WEBHOOK_SECRET, options);
}

async function rowsOf(eventId: string) {
  return h.database.db
    .select()
    .from(sandboxWebhookDeliveries)
    .where(eq(sandboxWebhookDeliveries.eventId, eventId));
}

/** Moves every other test's rows out of the way, so a dispatch sends only this test's. */
async function quiet() {
  await h.database.db.update(sandboxWebhookDeliveries).set({ deliveredAt: h.clock.now() });
}

describe('delivering', () => {
  it('sends each event late, twice, signed at send time, and then never again', async () => {
    await quiet();
    const sender = dispatcher();
    const e = event();
    const t0 = h.clock.now();
    await sender.queue(h.database.db, URL_OF_MERCHANT, e, t0);
    const sent: Parameters<WebhookSend>[] = [];
    const send: WebhookSend = async (...args) => {
      sent.push(args);
      return 204;
    };
    expect(await sender.dispatchDue(new Date(t0.getTime() + 499), send)).toEqual({
      delivered: 0,
      failed: 0,
    });
    h.clock.advance(500);
    expect((await sender.dispatchDue(h.clock.now(), send)).delivered).toBe(1);
    h.clock.advance(1500);
    expect((await sender.dispatchDue(h.clock.now(), send)).delivered).toBe(1);
    h.clock.advance(60_000);
    expect((await sender.dispatchDue(h.clock.now(), send)).delivered).toBe(0);

    expect(sent).toHaveLength(2);
    for (const [url, headers, body] of sent) {
      expect(url).toBe(URL_OF_MERCHANT);
      expect(headers['content-type']).toBe('application/json');
      expect(await h.provider.verifyWebhook(headers, body)).toEqual(e);
    }
    const rows = await rowsOf(e.eventId);
    expect(rows.every((row) => row.deliveredAt !== null && row.attempts === 1)).toBe(true);
  });

  it('retries a failing merchant with growing delays, then delivers', async () => {
    await quiet();
    const sender = dispatcher({ duplicates: false, delayMs: 0 });
    const e = event();
    await sender.queue(h.database.db, URL_OF_MERCHANT, e, h.clock.now());
    let answer = 500;
    const send: WebhookSend = async () => answer;
    for (const [attempts, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      expect((await sender.dispatchDue(h.clock.now(), send)).failed).toBe(1);
      const [row] = await rowsOf(e.eventId);
      expect(row).toMatchObject({ attempts, lastError: 'HTTP 500', deliveredAt: null });
      expect(row?.dueAt.getTime()).toBe(h.clock.now().getTime() + delay);
      h.clock.advance(delay - 1);
      expect((await sender.dispatchDue(h.clock.now(), send)).failed).toBe(0);
      h.clock.advance(1);
    }
    answer = 200;
    expect((await sender.dispatchDue(h.clock.now(), send)).delivered).toBe(1);
    expect((await rowsOf(e.eventId))[0]).toMatchObject({ attempts: 4, lastError: null });
  });

  it('records a network failure and still verifies when it finally arrives an hour late', async () => {
    await quiet();
    const sender = dispatcher({ duplicates: false, delayMs: 0 });
    const e = event();
    await sender.queue(h.database.db, URL_OF_MERCHANT, e, h.clock.now());
    const down: WebhookSend = async () => {
      throw new TypeError('fetch failed');
    };
    await sender.dispatchDue(h.clock.now(), down);
    expect((await rowsOf(e.eventId))[0]?.lastError).toBe('TypeError: fetch failed');
    h.clock.advance(60 * 60_000);
    let verified: WebhookEvent | null = null;
    const up: WebhookSend = async (_url, headers, body) => {
      verified = await h.provider.verifyWebhook(headers, body);
      return 200;
    };
    expect((await sender.dispatchDue(h.clock.now(), up)).delivered).toBe(1);
    expect(verified).toEqual(e);
  });

  it('gives up after 15 attempts, keeping the last error', async () => {
    await quiet();
    const sender = dispatcher({ duplicates: false, delayMs: 0 });
    const e = event();
    await sender.queue(h.database.db, URL_OF_MERCHANT, e, h.clock.now());
    let calls = 0;
    const failing: WebhookSend = async () => {
      calls++;
      return 503;
    };
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 3; i++) {
      await sender.dispatchDue(h.clock.now(), failing);
      h.clock.advance(5 * 60_000);
    }
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    expect((await rowsOf(e.eventId))[0]).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'HTTP 503',
      deliveredAt: null,
    });
  });

  it('backs off 1 s, 2 s, 4 s … and never more than 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 14].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000,
    ]);
  });
});

describe('the dispatch loop', () => {
  it('ticks without overlapping, survives a failing tick, and stops cleanly', async () => {
    let running = 0;
    let overlapped = false;
    let ticks = 0;
    const errors: unknown[] = [];
    const stop = startWebhookDispatcher(
      {
        runDue: async () => {
          ticks++;
          running++;
          if (running > 1) overlapped = true;
          await new Promise((resolve) => setTimeout(resolve, 15));
          running--;
          if (ticks === 2) throw new Error('database went away');
        },
      },
      h.clock,
      { error: (details) => errors.push(details) },
      5,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await stop();
    const after = ticks;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ticks).toBe(after);
    expect(ticks).toBeGreaterThan(2);
    expect(overlapped).toBe(false);
    expect(errors).toHaveLength(1);
    expect(running).toBe(0);
  });

  it('runs the provider: due webhooks go out through its send', async () => {
    await quiet();
    const reference = newReference();
    const id = await h.checkout({ merchantReference: reference });
    await h.postForm(`/web-api/payments/sandbox/checkout/${id}/cancel`, {});
    h.clock.advance(2_000);
    const before = h.sent.length;
    const stop = startWebhookDispatcher(h.provider, h.clock, { error: () => {} }, 5);
    await waitFor(() => h.sent.length >= before + 2);
    await stop();
    const mine = h.sent.slice(before).map((s) => JSON.parse(s.body));
    expect(mine.map((body) => body.merchant_reference)).toEqual([reference, reference]);
    expect(mine[0]?.type).toBe('payment.cancelled');
    expect(h.sent[before]?.headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=/);
  });
});

/*
 * Two dispatchers racing over the same rows, as two instances would. On PostgreSQL they run on
 * separate connections, so this is where SKIP LOCKED and the lease are really tested; PGlite
 * runs one statement at a time and only shows the result is the same.
 */
describe(`concurrent dispatchers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never send the same delivery twice', async () => {
    await quiet();
    const queueing = dispatcher({ duplicates: false, delayMs: 0 });
    const events = Array.from({ length: 120 }, () => event());
    await h.database.db.transaction(async (tx) => {
      for (const e of events) await queueing.queue(tx, URL_OF_MERCHANT, e, h.clock.now());
    });
    const seen: string[] = [];
    const send: WebhookSend = async (_url, _headers, body) => {
      seen.push(JSON.parse(body).event_id);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return 200;
    };
    const racers = Array.from(
      { length: 4 },
      () => new WebhookDispatcher(h.database.db, async () => TEST_WEBHOOK_SECRET, { batchSize: 7 }),
    );
    const now = h.clock.now();
    const drain = async (racer: WebhookDispatcher) => {
      while ((await racer.dispatchDue(now, send)).delivered > 0) {}
    };
    await Promise.all(racers.map(drain));
    expect(seen).toHaveLength(events.length);
    expect(new Set(seen).size).toBe(events.length);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
