import type { Config } from '../../../config.js';
import type { PaymentProvider } from './provider.js';

/** The real providers whose keys this node has (the sandbox is added by the engine itself, per PAY_SANDBOX). */
export function configuredProviders(_config: Config): PaymentProvider[] {
  return [];
}
