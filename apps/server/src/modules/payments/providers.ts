import { notFound } from '../../platform/http/errors.ts';
import type { PaymentProvider } from './provider.ts';

/** The payment providers the site is connected to, by the id the configuration names. */
export class PaymentProviders {
  private readonly byId = new Map<string, PaymentProvider>();

  constructor(providers: readonly PaymentProvider[]) {
    for (const provider of providers) this.byId.set(provider.id, provider);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): PaymentProvider {
    const provider = this.byId.get(id);
    if (!provider) throw notFound('payment_provider_unknown');
    return provider;
  }
}
