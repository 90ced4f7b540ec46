import { defineMessages } from '../../core/message-parts.js';

/** Private media (docs/media.md); the upload and variant messages are the kernel's (core/messages.ts). */
export const mediaMessages = defineMessages({
  zh: {
    'media.purpose_unavailable': '暂不支持这种私密文件',
    'media.not_attachable': '这个文件不能在这里使用，请重新上传',
    'media.link_expired': '链接已过期，请刷新后重试',
    'media.link_invalid': '链接无效',
    'media.link_not_yours': '这个链接属于其他用户',
  },
  en: {
    'media.purpose_unavailable': 'This kind of private file is not available',
    'media.not_attachable': 'This file cannot be used here; please upload it again',
    'media.link_expired': 'The link has expired; please refresh and try again',
    'media.link_invalid': 'Invalid link',
    'media.link_not_yours': 'This link belongs to another user',
  },
  vi: {
    'media.purpose_unavailable': 'Loại tệp riêng tư này chưa được hỗ trợ',
    'media.not_attachable': 'Không thể dùng tệp này ở đây, vui lòng tải lên lại',
    'media.link_expired': 'Liên kết đã hết hạn, vui lòng tải lại trang rồi thử lại',
    'media.link_invalid': 'Liên kết không hợp lệ',
    'media.link_not_yours': 'Liên kết này thuộc về người dùng khác',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    media: typeof mediaMessages.zh;
  }
}
