import { defineMessages } from '../../core/message-parts.js';

/**
 * The text of a code message, and what the caller of POST /api/smsCode is told when the gateway refuses to
 * send it (docs/sms.md). The text is in the request's language and names the code and how long it is valid;
 * each fits one SMS segment (zh and vi are sent as UCS-2: at most 70 characters).
 */
export const smsMessages = defineMessages({
  zh: {
    'sms.code_text': '【海外通】您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    'sms.bad_number': '手机号无效，请检查区号和号码',
    'sms.cannot_receive': '该号码无法接收短信，请换一个手机号',
    'sms.unavailable': '短信服务暂时不可用，请稍后再试',
  },
  en: {
    'sms.code_text': 'Your verification code is {code}, valid for {minutes} minutes. Ignore this message if you did not ask for it.',
    'sms.bad_number': 'This is not a valid phone number; please check the area code and the number',
    'sms.cannot_receive': 'This number cannot receive SMS; please use another mobile number',
    'sms.unavailable': 'The SMS service is unavailable right now; please try again later',
  },
  vi: {
    'sms.code_text': 'Mã xác minh: {code}, có hiệu lực {minutes} phút. Bỏ qua nếu bạn không yêu cầu.',
    'sms.bad_number': 'Số điện thoại không hợp lệ, vui lòng kiểm tra mã vùng và số',
    'sms.cannot_receive': 'Số này không nhận được tin nhắn SMS, vui lòng dùng số di động khác',
    'sms.unavailable': 'Dịch vụ SMS tạm thời không khả dụng, vui lòng thử lại sau',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    authSms: typeof smsMessages.zh;
  }
}
