import { defineMessages } from '../../core/message-parts.js';

/** Follows and blocking: refusals a person can act on, and the "new follower" notice. */
export const relationMessages = defineMessages({
  zh: {
    'relation.self': '不能关注自己',
    'relation.you_blocked': '你已将对方拉黑，请先在设置中解除拉黑',
    'relation.blocked_you': '对方已将你拉黑，无法进行此操作',
    'relation.user_not_found': '该用户不存在或已注销',
    'block.self': '不能拉黑自己',
    'chat.you_blocked': '你已将对方拉黑，解除拉黑后才能发消息',
    'chat.blocked_you': '对方已将你拉黑，无法发送消息',
    'notice.new_follower.title': '新粉丝',
    'notice.new_follower.body': '{name} 关注了你',
  },
  en: {
    'relation.self': 'You cannot follow yourself',
    'relation.you_blocked': 'You have blocked this person; unblock them in Settings first',
    'relation.blocked_you': 'This person has blocked you, so you cannot do this',
    'relation.user_not_found': 'This user does not exist or has closed their account',
    'block.self': 'You cannot block yourself',
    'chat.you_blocked': 'You have blocked this person; unblock them to send messages',
    'chat.blocked_you': 'This person has blocked you; you cannot send them messages',
    'notice.new_follower.title': 'New follower',
    'notice.new_follower.body': '{name} followed you',
  },
  vi: {
    'relation.self': 'Bạn không thể theo dõi chính mình',
    'relation.you_blocked': 'Bạn đã chặn người này; hãy bỏ chặn trong Cài đặt trước',
    'relation.blocked_you': 'Người này đã chặn bạn nên bạn không thể làm việc này',
    'relation.user_not_found': 'Người dùng không tồn tại hoặc đã xóa tài khoản',
    'block.self': 'Bạn không thể chặn chính mình',
    'chat.you_blocked': 'Bạn đã chặn người này; hãy bỏ chặn để gửi tin nhắn',
    'chat.blocked_you': 'Người này đã chặn bạn; bạn không thể gửi tin nhắn cho họ',
    'notice.new_follower.title': 'Người theo dõi mới',
    'notice.new_follower.body': '{name} đã theo dõi bạn',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    relations: typeof relationMessages.zh;
  }
}
