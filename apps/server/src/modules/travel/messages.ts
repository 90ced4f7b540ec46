import { defineMessages } from '../../core/message-parts.js';

/** City walks and travel (docs/travel.md). */
export const travelMessages = defineMessages({
  zh: {
    'travel.not_found': '该路线不存在或已删除',
    'travel.not_yours': '只能修改或删除自己发布的漫步',
    'travel.area_forbidden': '您不能管理该站点的路线',
    'travel.category_not_found': '漫步分类不存在',
    'travel.not_reviewing': '该漫步不在待审核状态',
    'travel.comment_not_found': '该评论不存在或已删除',
    'travel.not_your_comment': '只能删除自己的评论',
    'travel.reply_wrong_walk': '回复的评论不属于这条路线',
    'travel.notice_comment': '{name} 评论了你的漫步',
    'travel.notice_comment_body': '{content}',
    'travel.notice_reply': '{name} 回复了你的评论',
    'travel.notice_reply_body': '{content}',
    'travel.notice_hidden': '你的评论已被管理员隐藏',
    'travel.notice_hidden_body': '原因：{reason}',
    'field.walk_stops': '漫步路线至少需要两个地点，请在地图上添加',
  },
  en: {
    'travel.not_found': 'This route does not exist or was deleted',
    'travel.not_yours': 'You can only change or delete walks you published',
    'travel.area_forbidden': 'You cannot manage the routes of this area',
    'travel.category_not_found': 'This walk category does not exist',
    'travel.not_reviewing': 'This walk is not waiting for review',
    'travel.comment_not_found': 'This comment does not exist or was deleted',
    'travel.not_your_comment': 'You can only delete your own comments',
    'travel.reply_wrong_walk': 'The comment you reply to belongs to another route',
    'travel.notice_comment': '{name} commented on your walk',
    'travel.notice_comment_body': '{content}',
    'travel.notice_reply': '{name} replied to your comment',
    'travel.notice_reply_body': '{content}',
    'travel.notice_hidden': 'An admin hid your comment',
    'travel.notice_hidden_body': 'Reason: {reason}',
    'field.walk_stops': 'A walk needs at least two stops: add them on the map',
  },
  vi: {
    'travel.not_found': 'Lộ trình này không tồn tại hoặc đã bị xóa',
    'travel.not_yours': 'Bạn chỉ có thể sửa hoặc xóa lộ trình do mình đăng',
    'travel.area_forbidden': 'Bạn không thể quản lý lộ trình của khu vực này',
    'travel.category_not_found': 'Danh mục dạo phố này không tồn tại',
    'travel.not_reviewing': 'Lộ trình này không ở trạng thái chờ duyệt',
    'travel.comment_not_found': 'Bình luận này không tồn tại hoặc đã bị xóa',
    'travel.not_your_comment': 'Bạn chỉ có thể xóa bình luận của mình',
    'travel.reply_wrong_walk': 'Bình luận bạn trả lời thuộc lộ trình khác',
    'travel.notice_comment': '{name} đã bình luận lộ trình của bạn',
    'travel.notice_comment_body': '{content}',
    'travel.notice_reply': '{name} đã trả lời bình luận của bạn',
    'travel.notice_reply_body': '{content}',
    'travel.notice_hidden': 'Quản trị viên đã ẩn bình luận của bạn',
    'travel.notice_hidden_body': 'Lý do: {reason}',
    'field.walk_stops': 'Lộ trình dạo phố cần ít nhất hai địa điểm: hãy thêm trên bản đồ',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    travel: typeof travelMessages.zh;
  }
}
