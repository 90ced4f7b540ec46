import { LANGS, type Lang, type LocalizedText } from '@haiwai/contracts';
import { rechargeOperator } from '@haiwai/contracts/recharge/constants';
import type { rechargeSaveBody } from '@haiwai/contracts/recharge';
import type { z } from 'zod';
import { badRequest, fieldError } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { Timers } from '../../core/timers/index.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { faceValueOffered, faceValueText, priceOf, rechargeNumber } from './catalogue.js';
import { SEND_JOB, sendKey } from './fulfilment.js';

export type PhoneOrderInput = z.output<typeof rechargeSaveBody>;


/** What a top-up order records as its subject (shown on the engine's receipts). */
export interface PhoneSubject extends Record<string, unknown> {
  phone: string;
  country: string;
  operator_id: string;
  face_value: number;
  face_currency: string;
  key: string;
}

const countryName = (iso: string, lang: Lang) => new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : lang], { type: 'region' }).of(iso) ?? iso;

/**
 * The `phone` order kind on the payment engine (docs/recharge.md): quoting checks the number, the operator
 * and the face value and prices it in the area's currency; `hold` writes the top-up's own row; `fulfil`,
 * once paid, only schedules the send job and answers 'later' — the provider is never called inside a
 * request, and the job reports back through the engine (fulfilled, or refunded whole).
 */
export function phoneOrderKind(timers: Timers): OrderKindDefinition<PhoneOrderInput> {
  return {
    kind: 'phone',
    async quote(input, { trx, currency }) {
      const number = rechargeNumber(input, input.phone ? 'phone' : 'mobile');
      const operator = rechargeOperator(input.operator);
      if (!operator || operator.country !== number.country.iso) throw fieldError('operator', 'recharge.operator_unknown');
      if (!(await faceValueOffered(trx, operator.id, input.face_value))) throw fieldError('face_value', 'recharge.face_value_not_offered');
      if (number.country.currency !== currency) {
        throw badRequest('recharge.area_currency', { country: countryName(number.country.iso, 'en'), currency: number.country.currency });
      }
      const shown = faceValueText(input.face_value, number.country);
      const title = Object.fromEntries(LANGS.map((lang) => [lang, t(lang, 'recharge.title', { operator: operator.name, amount: shown, phone: number.e164 })])) as LocalizedText;
      const subject: PhoneSubject = {
        phone: number.e164,
        country: number.country.iso,
        operator_id: operator.id,
        face_value: input.face_value,
        face_currency: number.country.currency,
        // One unpaid top-up per number at a time: a second tap on "pay" is told about the first.
        key: `phone:${number.e164}`,
      };
      return { title, amount: priceOf(input.face_value, number.country), subject };
    },
    async hold({ trx, order }) {
      const s = order.subject as PhoneSubject;
      await trx
        .insertInto('recharge_topup')
        .values({ order_id: order.id, user_id: order.userId, phone_e164: s.phone, country: s.country, operator_id: s.operator_id, face_value: s.face_value, face_currency: s.face_currency })
        .execute();
    },
    async fulfil({ trx, order }) {
      await trx.updateTable('recharge_topup').set({ status: 'sending', updated_at: new Date() }).where('order_id', '=', String(order.id)).where('status', '=', 'waiting').execute();
      await timers.schedule(SEND_JOB, new Date(), { orderId: order.id }, { key: sendKey(order.id), db: trx, maxAttempts: 8 });
      return 'later';
    },
  };
}
