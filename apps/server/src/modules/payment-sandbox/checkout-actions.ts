import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import type { WebhookEventType } from '../payments/provider.ts';
import { type CardErrors, type CardForm, checkCardForm, THREE_DS_TEST_CODE } from './card-rules.ts';
import {
  type Checkout,
  checkoutById,
  countWrongThreeDsCode,
  expireCheckoutNow,
  isCheckoutId,
  isOpen,
  moveCheckout,
} from './checkout-store.ts';
import type { SandboxCheckoutStatus } from './schema.ts';
import type { WebhookDispatcher } from './webhook-dispatcher.ts';
import { newEventId } from './webhook-payload.ts';

/*
 * What the player does on the hosted page: pay by card (maybe through a 3-D Secure step),
 * approve or decline a non-card test payment, or cancel. Each ending changes the checkout and
 * queues its webhook in one transaction, so the merchant hears of every ending exactly as it
 * happened, and of nothing that did not.
 */

export type PageOutcome =
  | { kind: 'not_found' }
  | { kind: 'closed'; checkout: Checkout; returnTo: string }
  | { kind: 'pay'; checkout: Checkout; errors?: CardErrors; values?: Partial<CardForm> }
  | { kind: 'three_ds'; checkout: Checkout; wrongCode?: boolean }
  /** The browser goes on to `url` (back to the merchant, or to the page's next step). */
  | { kind: 'redirect'; url: string };

type Ending = Extract<SandboxCheckoutStatus, 'succeeded' | 'declined' | 'cancelled'>;

/** An expired session is stored as cancelled past its time, but its event says why. */
const EVENT_OF_ENDING: Record<Ending | 'expired', WebhookEventType> = {
  succeeded: 'payment.succeeded',
  declined: 'payment.failed',
  cancelled: 'payment.cancelled',
  expired: 'payment.expired',
};

export const CHECKOUT_PATH = '/web-api/payments/sandbox/checkout';

export function checkoutPageUrl(id: string): string {
  return `${CHECKOUT_PATH}/${id}`;
}

/** The merchant's return address with `payment=<reference>` added. */
export function returnUrlOf(checkout: Checkout): string {
  const url = new URL(checkout.returnUrl);
  url.searchParams.set('payment', checkout.merchantReference);
  return url.toString();
}

export class HostedCheckout {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly webhooks: WebhookDispatcher,
  ) {}

  /** The page a checkout shows now: its form, its 3-D Secure step, or that it is closed. */
  async show(id: string): Promise<PageOutcome> {
    const checkout = isCheckoutId(id) ? await checkoutById(this.db, id) : null;
    if (!checkout) return { kind: 'not_found' };
    if (!isOpen(checkout, this.clock.now())) {
      return { kind: 'closed', checkout, returnTo: returnUrlOf(checkout) };
    }
    return checkout.status === 'three_ds'
      ? { kind: 'three_ds', checkout }
      : { kind: 'pay', checkout };
  }

  async payByCard(id: string, form: CardForm): Promise<PageOutcome> {
    const page = await this.show(id);
    if (page.kind !== 'pay' || page.checkout.methodKind !== 'card') return page;
    const check = checkCardForm(form, this.clock.now());
    if (!check.ok) {
      // The form comes back filled in, except the CVC, which is never echoed.
      const values = { ...form, cvc: '' };
      return { kind: 'pay', checkout: page.checkout, errors: check.errors, values };
    }
    const { outcome, last4 } = check.card;
    if (outcome === 'three_ds') return this.askForThreeDs(id, last4);
    return this.end(id, ['open'], outcome === 'succeeds' ? 'succeeded' : 'declined', last4);
  }

  async confirmThreeDs(id: string, code: string): Promise<PageOutcome> {
    if (code.trim() === THREE_DS_TEST_CODE) return this.end(id, ['three_ds'], 'succeeded');
    return this.refuseThreeDsCode(id);
  }

  /** Bank transfers, e-wallets and crypto have no form: the tester says how it ends. */
  async decide(id: string, approve: boolean): Promise<PageOutcome> {
    const page = await this.show(id);
    if (page.kind !== 'pay' || page.checkout.methodKind === 'card') return page;
    return this.end(id, ['open'], approve ? 'succeeded' : 'declined');
  }

  async cancel(id: string): Promise<PageOutcome> {
    return this.end(id, ['open', 'three_ds'], 'cancelled');
  }

  /** The test action that ends the session as abandoned (`payment.expired`), at once. */
  async expireNow(id: string): Promise<PageOutcome> {
    if (!isCheckoutId(id)) return { kind: 'not_found' };
    const now = this.clock.now();
    const expired = await withTransaction(this.db, async (tx) => {
      const row = await expireCheckoutNow(tx, id, now);
      if (row) await this.webhooks.queue(tx, row.webhookUrl, eventOf(row, 'expired'), now);
      return row;
    });
    // The page then shows itself closed, through a GET, as after every other ending.
    return expired ? { kind: 'redirect', url: checkoutPageUrl(id) } : this.show(id);
  }

  private async askForThreeDs(id: string, last4: string): Promise<PageOutcome> {
    const moved = await moveCheckout(this.db, id, this.clock.now(), ['open'], 'three_ds', last4);
    // After a POST the browser fetches the step with a GET, so a reload does not resubmit.
    return moved ? { kind: 'redirect', url: checkoutPageUrl(id) } : this.show(id);
  }

  private async refuseThreeDsCode(id: string): Promise<PageOutcome> {
    const now = this.clock.now();
    const counted = await withTransaction(this.db, async (tx) => {
      const row = await countWrongThreeDsCode(tx, id, now);
      if (row?.status === 'declined') {
        await this.webhooks.queue(tx, row.webhookUrl, eventOf(row, 'declined'), now);
      }
      return row;
    });
    if (!counted) return this.show(id);
    if (counted.status === 'declined') return { kind: 'redirect', url: returnUrlOf(counted) };
    return { kind: 'three_ds', checkout: counted, wrongCode: true };
  }

  /** Ends the checkout if it is still in one of `from`; a stale form just shows the page. */
  private async end(
    id: string,
    from: SandboxCheckoutStatus[],
    ending: Ending,
    cardLast4?: string,
  ): Promise<PageOutcome> {
    if (!isCheckoutId(id)) return { kind: 'not_found' };
    const now = this.clock.now();
    const ended = await withTransaction(this.db, async (tx) => {
      const row = await moveCheckout(tx, id, now, from, ending, cardLast4);
      if (row) await this.webhooks.queue(tx, row.webhookUrl, eventOf(row, ending), now);
      return row;
    });
    return ended ? { kind: 'redirect', url: returnUrlOf(ended) } : this.show(id);
  }
}

export function eventOf(checkout: Checkout, ending: Ending | 'expired') {
  return {
    eventId: newEventId(),
    type: EVENT_OF_ENDING[ending],
    merchantReference: checkout.merchantReference,
    amount: checkout.amount,
    currency: checkout.currency,
  };
}
