/** What other features use of the payment pages: what a pay button does with its answer, the paths, an order's state and amount. */
export { usePay, paymentPaths, type PayStart } from './use-pay';
export { OrderStateTag, money } from './order-bits';
