import type { PageLoader } from '../../shell/paths';

/** Orders and payments (docs/payments.md §10); route table titles payOrders, payReceipt, payResult, paySandbox. */
export const paymentScreens: Record<string, PageLoader> = {
  '/pagesA/pay/orders': () => import('./orders-page').then((m) => m.OrdersPage),
  '/pagesA/pay/receipt': () => import('./receipt-page').then((m) => m.ReceiptPage),
  '/pagesA/pay/result': () => import('./result-page').then((m) => m.ResultPage),
  '/pagesA/pay/sandbox': () => import('./sandbox-page').then((m) => m.SandboxPage),
};
