import { defineMessages } from '../../core/message-parts.js';

/** Account messages added with the security hardening (the older auth.* messages are the kernel's, core/messages.ts). */
export const authMessages = defineMessages({
  zh: {
    'auth.register_limit': '注册尝试过于频繁，请 {minutes} 分钟后再试',
    'auth.banned_until': '账号已被封禁，至 {until}（UTC）解封。原因：{reason}',
    'auth.banned_forever': '账号已被永久封禁。原因：{reason}。如有异议请联系客服',
  },
  en: {
    'auth.register_limit': 'Too many sign-up attempts; please try again in {minutes} min',
    'auth.banned_until': 'This account is banned until {until} (UTC). Reason: {reason}',
    'auth.banned_forever': 'This account is banned permanently. Reason: {reason}. Contact customer service to appeal',
  },
  vi: {
    'auth.register_limit': 'Thử đăng ký quá nhiều lần, vui lòng thử lại sau {minutes} phút',
    'auth.banned_until': 'Tài khoản bị khóa đến {until} (UTC). Lý do: {reason}',
    'auth.banned_forever': 'Tài khoản bị khóa vĩnh viễn. Lý do: {reason}. Liên hệ chăm sóc khách hàng để khiếu nại',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    auth: typeof authMessages.zh;
  }
}
