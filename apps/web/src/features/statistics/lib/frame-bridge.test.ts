import { STATISTICS_MESSAGE_SOURCE } from '@arenabet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BridgeWindow, FrameBridge } from './frame-bridge.ts';

/** A window whose host records what it is sent and can answer, as a real host page would. */
function framedWindow(kind: 'iframe' | 'popup' | 'alone') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sent: Record<string, unknown>[] = [];
  const host = {
    postMessage: (message: Record<string, unknown>) => {
      sent.push(message);
    },
  };
  const win: BridgeWindow = {
    parent: undefined,
    opener: kind === 'popup' ? host : null,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  Object.assign(win, { parent: kind === 'iframe' ? host : win });
  const answer = (data: unknown, source: unknown = host) => {
    for (const listener of [...listeners]) listener({ data, source } as MessageEvent);
  };
  return { win, sent, answer, listeners };
}

const reply = (requestId: unknown, fields: object = {}) => ({
  source: STATISTICS_MESSAGE_SOURCE,
  type: 'couponData',
  requestId,
  isBetsAvailable: true,
  ...fields,
});

describe('FrameBridge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports to the iframe parent, or else to the popup opener, tagged as ours', () => {
    const framed = framedWindow('iframe');
    new FrameBridge(framed.win).post({ type: 'height', height: 320 });
    expect(framed.sent).toEqual([
      { type: 'height', height: 320, source: STATISTICS_MESSAGE_SOURCE },
    ]);

    const popup = framedWindow('popup');
    new FrameBridge(popup.win).post({ type: 'title', title: 'A - B' });
    expect(popup.sent).toEqual([
      { type: 'title', title: 'A - B', source: STATISTICS_MESSAGE_SOURCE },
    ]);
  });

  it('takes the host answer to its own request', async () => {
    const { win, sent, answer } = framedWindow('iframe');
    const pending = new FrameBridge(win).couponData(42);
    const request = sent[0];
    expect(request).toMatchObject({ type: 'couponRequest', gameId: 42 });
    answer(reply('someone-else'));
    answer(reply(request?.requestId, { selected: ['1:1'] }));
    await expect(pending).resolves.toEqual({
      type: 'couponData',
      requestId: request?.requestId,
      isBetsAvailable: true,
      selected: ['1:1'],
    });
  });

  it('answers isBetsAvailable false when the host is silent for 2000 ms', async () => {
    const { win, sent, answer, listeners } = framedWindow('popup');
    const pending = new FrameBridge(win).bet({ gameId: 1, group: 1, type: 3, odds: 2.5 });
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      isBetsAvailable: false,
      error: 'Message delivery timeout',
    });
    expect(listeners.size).toBe(0);
    // A late answer changes nothing.
    answer(reply(sent[0]?.requestId));
    await expect(pending).resolves.toMatchObject({ isBetsAvailable: false });
  });

  it('ignores answers from other windows, so they cannot open betting', async () => {
    const { win, sent, answer } = framedWindow('iframe');
    const pending = new FrameBridge(win).couponData(7);
    answer(reply(sent[0]?.requestId), { postMessage() {} });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toMatchObject({ isBetsAvailable: false });
  });

  it('takes no bets without a host, at once', async () => {
    const { win } = framedWindow('alone');
    const bridge = new FrameBridge(win);
    expect(bridge.hasHost).toBe(false);
    await expect(bridge.couponData(1)).resolves.toMatchObject({ isBetsAvailable: false });
  });
});
