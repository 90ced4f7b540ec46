/** What other modules use of the payment engine (docs/payments.md): a selling module defines its kind and places orders through `Payments`. */
export type { Payments } from './service.js';
export type { Buyer } from './engine.js';
export type { GrantContext, OrderKindDefinition, OrderRecord, Quote, QuoteContext } from './kinds.js';
export { presentPrice, readPrice, type Price } from './prices.js';
export { presentOrder } from './records.js';
export { buyerOf } from './routes.js';
export type { PaymentEvent, PaymentProvider } from './providers/provider.js';
