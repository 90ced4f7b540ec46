import { LANGS, type LocalizedText } from '@haiwai/contracts';
import type { CountsPayBody } from '@haiwai/contracts/promotion';
import { PROMOTION_KINDS, type CountField } from '@haiwai/contracts/promotion/constants';
import { badRequest } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { OrderKindDefinition } from '../payments/index.js';
import type { CountsBalance } from './balance.js';

export type CountsSubject = {
  key: string;
  views: number;
  messages: number;
  price_id: number;
};

/** What a counts package grants (its `spec` {views, messages}): whole numbers, at least one of them above zero. */
export function countsOf(spec: Record<string, unknown>): Record<CountField, number> {
  const views = Number(spec.views ?? 0);
  const messages = Number(spec.messages ?? 0);
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100_000;
  if (!ok(views) || !ok(messages) || views + messages === 0) throw badRequest('promotion.package_invalid');
  return { views, messages };
}

/**
 * The `counts` order kind (docs/promotion.md §2): paid views and messages are added to the buyer's balance;
 * a refund takes back the refunded share of the grant, as far as the balance still holds it (never below zero).
 */
export function countsKind(balance: CountsBalance): OrderKindDefinition<CountsPayBody> {
  return {
    kind: PROMOTION_KINDS.counts,
    quote: async (body, { trx, siteAreaId, prices }) => {
      const price = await prices.get(siteAreaId, PROMOTION_KINDS.counts, body.config_id, trx);
      const grant = countsOf(price.spec);
      // One open order per package: a second tap on "pay" is told about the first.
      const subject: CountsSubject = { key: `counts:${price.id}`, ...grant, price_id: price.id };
      const title = Object.fromEntries(LANGS.map((lang) => [lang, t(lang, 'promotion.counts_title', grant)])) as LocalizedText;
      return { title, amount: price.amount, subject };
    },
    fulfil: async ({ trx, order }) => {
      const s = order.subject as unknown as CountsSubject;
      await balance.credit(trx, order.userId, { views: s.views, messages: s.messages }, { orderId: order.id });
      return 'done';
    },
    reverse: async ({ trx, order, amount, whole }) => {
      const s = order.subject as unknown as CountsSubject;
      const share = whole ? 1 : Math.min(1, amount / Math.max(1, order.paidAmount));
      // Rounded up: a refund of any part of the money takes back at least one of what it paid for.
      const take = { views: Math.ceil(s.views * share), messages: Math.ceil(s.messages * share) };
      await balance.takeBack(trx, order.userId, take, { orderId: order.id });
    },
  };
}
