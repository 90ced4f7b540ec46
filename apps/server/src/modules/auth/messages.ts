import { defineMessages } from '../../core/message-parts.js';

/** Account messages added with the security hardening (the older auth.* messages are the kernel's, core/messages.ts). */
export const authMessages = defineMessages({
  zh: {
    'auth.register_limit': '注册尝试过于频繁，请 {minutes} 分钟后再试',
  },
  en: {
    'auth.register_limit': 'Too many sign-up attempts; please try again in {minutes} min',
  },
  vi: {
    'auth.register_limit': 'Thử đăng ký quá nhiều lần, vui lòng thử lại sau {minutes} phút',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    auth: typeof authMessages.zh;
  }
}
