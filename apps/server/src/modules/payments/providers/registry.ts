import type { PayProvider } from '@haiwai/contracts/payments/constants';
import type { PaymentProvider } from './provider.js';

/**
 * The providers this node has keys for, and which one takes an area's money: a local wallet where it
 * reaches (VNPay for VND), then Stripe, then the sandbox. None: the pay calls answer "no handler".
 */
const PREFERENCE: readonly PayProvider[] = ['vnpay', 'stripe', 'sandbox'];

export class ProviderRegistry {
  readonly #providers = new Map<PayProvider, PaymentProvider>();

  add(provider: PaymentProvider): this {
    this.#providers.set(provider.name, provider);
    return this;
  }

  /** The provider for a currency, or the one the order was started with. */
  pick(currency: string): PaymentProvider | null {
    for (const name of PREFERENCE) {
      const p = this.#providers.get(name);
      if (p?.supports(currency)) return p;
    }
    return null;
  }

  get(name: PayProvider): PaymentProvider | null {
    return this.#providers.get(name) ?? null;
  }
}
