import {
  COUPON_REPLY_TIMEOUT_MS,
  MESSAGE_DELIVERY_TIMEOUT,
  readCouponData,
  type StatisticsBetSelection,
  type StatisticsCouponData,
  type StatisticsFrameMessage,
  statisticsFrameMessage,
} from '@arenabet/domain';

/*
 * The statistics pages tell the page that opened them (the parent of an iframe, or the opener
 * of a popup window) what they do, and ask it about the coupon. Messages go to any origin: the
 * frame is embedded by partner sites, and nothing it sends is private (heights, titles, ids of
 * outcomes). Answers are taken only from the host window itself.
 */

/** The part of `window` the bridge uses; tests pass their own. */
export interface BridgeWindow {
  readonly parent: unknown;
  readonly opener: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

function isTarget(value: unknown): value is MessageTarget {
  return typeof value === 'object' && value !== null && 'postMessage' in value;
}

/** The iframe's parent, else the popup's opener; none when opened on its own. */
export function hostOf(win: BridgeWindow): MessageTarget | undefined {
  if (win.parent !== win && isTarget(win.parent)) return win.parent;
  return isTarget(win.opener) ? win.opener : undefined;
}

const unavailable = (requestId: string, error: string): StatisticsCouponData => ({
  type: 'couponData',
  requestId,
  isBetsAvailable: false,
  error,
});

export class FrameBridge {
  private sequence = 0;

  constructor(
    private readonly win: BridgeWindow,
    private readonly replyTimeoutMs = COUPON_REPLY_TIMEOUT_MS,
  ) {}

  get hasHost(): boolean {
    return hostOf(this.win) !== undefined;
  }

  /** Reports to the host; without one (a link opened in a tab) there is no one to tell. */
  post(message: StatisticsFrameMessage): void {
    try {
      hostOf(this.win)?.postMessage(statisticsFrameMessage(message), '*');
    } catch {
      // A host that navigated away or closed: the report has no reader left.
    }
  }

  /** Whether the host takes bets here and which outcomes of the game sit in its coupon. */
  couponData(gameId: number): Promise<StatisticsCouponData> {
    return this.ask((requestId) => ({ type: 'couponRequest', requestId, gameId }));
  }

  /** Asks the host to put an outcome in its coupon, or take it out. */
  bet(selection: StatisticsBetSelection): Promise<StatisticsCouponData> {
    return this.ask((requestId) => ({ type: 'betRequest', requestId, selection }));
  }

  /**
   * A host that does not answer within 2000 ms (an older site, a closed opener, a partner page
   * that never listens) is treated as one that takes no bets: the page never waits longer.
   */
  private ask(
    message: (requestId: string) => StatisticsFrameMessage,
  ): Promise<StatisticsCouponData> {
    this.sequence += 1;
    const requestId = `${Date.now().toString(36)}-${this.sequence}`;
    const host = hostOf(this.win);
    if (!host) return Promise.resolve(unavailable(requestId, MESSAGE_DELIVERY_TIMEOUT));
    return new Promise((resolve) => {
      const finish = (answer: StatisticsCouponData) => {
        clearTimeout(timer);
        this.win.removeEventListener('message', onMessage);
        resolve(answer);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== host) return;
        const answer = readCouponData(event.data);
        if (answer?.requestId === requestId) finish(answer);
      };
      const timer = setTimeout(
        () => finish(unavailable(requestId, MESSAGE_DELIVERY_TIMEOUT)),
        this.replyTimeoutMs,
      );
      this.win.addEventListener('message', onMessage);
      try {
        host.postMessage(statisticsFrameMessage(message(requestId)), '*');
      } catch (error) {
        finish(unavailable(requestId, error instanceof Error ? error.message : String(error)));
      }
    });
  }
}
