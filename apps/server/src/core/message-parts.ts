import { chatMessages } from '../modules/chat/messages.js';
import { noticeMessages } from '../modules/notices/messages.js';
import { listingMessages } from '../modules/listings/messages.js';
import { carMessages } from '../modules/cars/messages.js';
import { companyMessages } from '../modules/companies/messages.js';
import { jobMessages } from '../modules/jobs/messages.js';
/**
 * Modules keep their own person-facing messages next to their code (`modules/<m>/messages.ts`, made with
 * `defineMessages`) and are listed in `parts` below; core/messages.ts merges them into the one `t()`
 * dictionary. zh is the source of each part, en and vi are typed against it.
 */
export interface MessagePart<Z extends Record<string, string>> {
  zh: Z;
  en: Record<keyof Z, string>;
  vi: Record<keyof Z, string>;
}
export function defineMessages<const Z extends Record<string, string>>(part: MessagePart<Z>): MessagePart<Z> {
  return part;
}

type ZhOf<P> = P extends MessagePart<infer Z> ? Z : never;
type Both<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

function combine<P extends MessagePart<Record<string, string>>[]>(...parts: P) {
  type Zh = Both<ZhOf<P[number]>> & Record<never, string>;
  const pick = (lang: 'zh' | 'en' | 'vi') => Object.assign({}, ...parts.map((p) => p[lang])) as Record<keyof Zh, string>;
  return { zh: pick('zh') as Zh, en: pick('en'), vi: pick('vi') };
}

const none = defineMessages({ zh: {}, en: {}, vi: {} });
// One line per module that has messages of its own.
export const messageParts = combine(none, noticeMessages, listingMessages, chatMessages, carMessages, companyMessages, jobMessages);
