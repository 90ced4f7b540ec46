import { defineMessages } from '../../core/message-parts.js';

/** Translation: what a reader hears when a translation cannot be given. */
export const translationMessages = defineMessages({
  zh: {
    'translation.off': '本站暂未开启翻译功能',
    'translation.not_found': '要翻译的内容不存在或已不可见',
    'translation.unavailable': '翻译暂时不可用，请稍后再试；原文不受影响',
    'translation.too_long': '内容过长（超过 {max} 个字符），无法翻译',
    'translation.member_quota': '您今天的翻译额度（{limit} 个字符）已用完，{hours} 小时后恢复',
    'translation.area_quota': '本站今天的翻译额度已用完，{hours} 小时后恢复',
  },
  en: {
    'translation.off': 'Translation is not turned on for this site',
    'translation.not_found': 'What you asked to translate does not exist or is no longer visible',
    'translation.unavailable': 'Translation is unavailable right now; please try again later. The original is unaffected',
    'translation.too_long': 'This is too long to translate (over {max} characters)',
    'translation.member_quota': 'You have used today’s translation allowance ({limit} characters); it renews in {hours} h',
    'translation.area_quota': 'This site’s translation allowance for today is used up; it renews in {hours} h',
  },
  vi: {
    'translation.off': 'Trang này chưa bật tính năng dịch',
    'translation.not_found': 'Nội dung cần dịch không tồn tại hoặc không còn hiển thị',
    'translation.unavailable': 'Hiện không dịch được, vui lòng thử lại sau; bản gốc không bị ảnh hưởng',
    'translation.too_long': 'Nội dung quá dài để dịch (hơn {max} ký tự)',
    'translation.member_quota': 'Bạn đã dùng hết hạn mức dịch hôm nay ({limit} ký tự); sẽ được cấp lại sau {hours} giờ',
    'translation.area_quota': 'Hạn mức dịch hôm nay của trang đã hết; sẽ được cấp lại sau {hours} giờ',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    translation: typeof translationMessages.zh;
  }
}
