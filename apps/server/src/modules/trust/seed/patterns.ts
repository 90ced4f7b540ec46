import type { ScamPatternKind, ScamPatternTopic } from '@haiwai/contracts/trust/constants';

export interface StartingPattern {
  lang: 'zh' | 'en' | 'vi';
  topic: ScamPatternTopic;
  kind: ScamPatternKind;
  pattern: string;
}

const words = (lang: StartingPattern['lang'], topic: ScamPatternTopic, list: string[]): StartingPattern[] => list.map((pattern) => ({ lang, topic, kind: 'word', pattern }));
const regex = (lang: StartingPattern['lang'], topic: ScamPatternTopic, pattern: string): StartingPattern => ({ lang, topic, kind: 'regex', pattern });

/**
 * Every area's starting patterns (admins change them per area in the console). Phone numbers and links are the
 * fixed detectors' (detector.ts), not rows. Only wording that asks to move off the platform or to pay outside it:
 * "押金" (a deposit), "deposit" or "cọc" alone are everyday words of an honest rental and are not listed; paying a
 * deposit before a viewing, or by transfer, is.
 */
export const STARTING_PATTERNS: readonly StartingPattern[] = [
  ...words('zh', 'contact', ['加微信', '加我微信', '加个微信', '加下微信', '微信号', '加微', '加v', '加vx', '私聊微信', 'vx号', '加qq', 'qq号', '加飞机', '飞机号', '电报号', 'zalo号', 'line号', '加whatsapp']),
  regex('zh', 'contact', '(?:微信|威信|薇信|vx|wx)[:：\\s]{0,3}[a-z][a-z0-9_-]{5,19}'),
  ...words('zh', 'payment', ['定金', '订金', '先付款', '先转账', '转账', '汇款', '打款', '保证金', '先交钱', '支付宝转', '微信转账', 'usdt', '泰达币']),
  ...words('en', 'contact', ['whatsapp', 'wechat', 'telegram', 'zalo', 'line id', 'kakao', 'signal me', 'add me on', 'text me on', 'message me on', 'contact me on', 'dm me on']),
  ...words('en', 'payment', ['wire', 'wire transfer', 'bank transfer', 'western union', 'moneygram', 'gift card', 'bitcoin', 'usdt', 'crypto', 'paypal friends', 'deposit first', 'pay the deposit', 'send the deposit', 'transfer the deposit', 'advance payment', 'pay in advance']),
  regex('en', 'payment', '\\b(?:pay|send|transfer)\\b.{0,20}\\bbefore\\b.{0,20}\\b(?:viewing|visit|seeing)\\b'),
  ...words('vi', 'contact', ['kết bạn zalo', 'nhắn zalo', 'qua zalo', 'add zalo', 'zalo mình', 'số zalo', 'nhắn telegram', 'qua telegram', 'qua wechat', 'qua whatsapp']),
  ...words('vi', 'payment', ['chuyển khoản', 'đặt cọc', 'cọc trước', 'chuyển tiền', 'chuyển trước', 'thanh toán trước', 'trả trước', 'tiền cọc trước', 'gửi tiền trước', 'nạp tiền']),
];
