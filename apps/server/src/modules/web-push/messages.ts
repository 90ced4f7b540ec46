import { defineMessages } from '../../core/message-parts.js';

/** Web Push: refusals, and the notification texts (rendered in each receiver's language, docs/web-push.md). */
export const webPushMessages = defineMessages({
  zh: {
    'field.push_endpoint': '推送地址格式不正确',
    'field.push_key': '推送密钥格式不正确，请重新开启通知',
    'webpush.off': '本站暂未开启离线通知',
    'webpush.endpoint_refused': '这个推送地址不属于浏览器的推送服务，请在浏览器中重新开启通知',
    'webpush.chat.text': '发来一条新消息',
    'webpush.chat.image': '[图片]',
    'webpush.chat.voice': '[语音]',
    'webpush.chat.video': '[视频]',
    'webpush.chat.file': '[文件]',
    'webpush.chat.card': '[信息卡片]',
    'webpush.chat.in_group': '{name}：{what}',
    'webpush.chat.mention': '{name} 在群里提到了你',
    'webpush.chat.mention_all': '{name} @了所有人',
    'webpush.chat.reply': '{name} 回复了你',
  },
  en: {
    'field.push_endpoint': 'The push address is not valid',
    'field.push_key': 'The push keys are not valid; turn notifications on again',
    'webpush.off': 'Notifications when the app is closed are not available on this site',
    'webpush.endpoint_refused': 'This push address is not a browser’s push service; turn notifications on again in your browser',
    'webpush.chat.text': 'sent you a message',
    'webpush.chat.image': '[Photo]',
    'webpush.chat.voice': '[Voice]',
    'webpush.chat.video': '[Video]',
    'webpush.chat.file': '[File]',
    'webpush.chat.card': '[Card]',
    'webpush.chat.in_group': '{name}: {what}',
    'webpush.chat.mention': '{name} mentioned you',
    'webpush.chat.mention_all': '{name} mentioned everyone',
    'webpush.chat.reply': '{name} replied to you',
  },
  vi: {
    'field.push_endpoint': 'Địa chỉ đẩy thông báo không hợp lệ',
    'field.push_key': 'Khóa đẩy thông báo không hợp lệ; hãy bật lại thông báo',
    'webpush.off': 'Trang này chưa bật thông báo khi ứng dụng đóng',
    'webpush.endpoint_refused': 'Địa chỉ này không thuộc dịch vụ đẩy của trình duyệt; hãy bật lại thông báo trong trình duyệt',
    'webpush.chat.text': 'đã gửi cho bạn một tin nhắn',
    'webpush.chat.image': '[Ảnh]',
    'webpush.chat.voice': '[Giọng nói]',
    'webpush.chat.video': '[Video]',
    'webpush.chat.file': '[Tệp]',
    'webpush.chat.card': '[Thẻ tin]',
    'webpush.chat.in_group': '{name}: {what}',
    'webpush.chat.mention': '{name} đã nhắc đến bạn',
    'webpush.chat.mention_all': '{name} đã nhắc đến mọi người',
    'webpush.chat.reply': '{name} đã trả lời bạn',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    webPush: typeof webPushMessages.zh;
  }
}
