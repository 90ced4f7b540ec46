import { defineMessages } from '../../core/message-parts.js';

/** The comment engine's refusals, for kinds that do not name their own (definition.ts, `errors`). */
export const commentMessages = defineMessages({
  zh: {
    'comment.target_not_found': '内容不存在或已删除',
    'comment.target_hidden': '该内容已被管理员隐藏，暂时无法评论',
    'comment.not_found': '评论不存在或已删除',
    'comment.not_yours': '您不能删除这条评论',
    'comment.hidden': '该评论已被管理员隐藏，暂时无法回复或点赞',
    'comment.reply_elsewhere': '回复的评论不属于这条内容',
    'comment.reply_to_invalid': '被回复的人不在这条评论的讨论中',
    'comment.area_forbidden': '您不能管理其他站点的内容',
    'comment.rating_required': '评价需要评分',
    'comment.rating_on_reply': '回复不能评分',
    'comment.rated_already': '您已经评价过了，可以删除原评价后重新评价',
    'comment.ticket_invalid': '只能评价自己已完成的订单或预约',
    'comment.ticket_spent': '这笔订单或预约已经评价过了，每笔只能评价一次',
    'comment.answer_owner_only': '只有发布者可以回复评价',
    'comment.answered_already': '每条评价只能回复一次',
    'field.rating': '请选择评分',
  },
  en: {
    'comment.target_not_found': 'This does not exist or was deleted',
    'comment.target_hidden': 'This was hidden by an admin and cannot be commented on for now',
    'comment.not_found': 'This comment does not exist or was deleted',
    'comment.not_yours': 'You cannot delete this comment',
    'comment.hidden': 'This comment was hidden by an admin; it cannot be replied to or liked for now',
    'comment.reply_elsewhere': 'The comment you reply to is about something else',
    'comment.reply_to_invalid': 'The person you reply to is not part of this comment’s thread',
    'comment.area_forbidden': 'You cannot manage content of another area',
    'comment.rating_required': 'A review needs a rating',
    'comment.rating_on_reply': 'A reply carries no rating',
    'comment.rated_already': 'You have rated this already; delete your review to rate again',
    'comment.ticket_invalid': 'You can only review your own completed orders or bookings',
    'comment.ticket_spent': 'This order or booking has been reviewed already; each one takes one review',
    'comment.answer_owner_only': 'Only the owner can answer a review',
    'comment.answered_already': 'A review can be answered only once',
    'field.rating': 'Choose a rating',
  },
  vi: {
    'comment.target_not_found': 'Nội dung không tồn tại hoặc đã bị xóa',
    'comment.target_hidden': 'Nội dung này đã bị quản trị viên ẩn, tạm thời không thể bình luận',
    'comment.not_found': 'Bình luận không tồn tại hoặc đã bị xóa',
    'comment.not_yours': 'Bạn không thể xóa bình luận này',
    'comment.hidden': 'Bình luận này đã bị quản trị viên ẩn, tạm thời không thể trả lời hay thích',
    'comment.reply_elsewhere': 'Bình luận bạn trả lời thuộc nội dung khác',
    'comment.reply_to_invalid': 'Người bạn trả lời không tham gia cuộc thảo luận của bình luận này',
    'comment.area_forbidden': 'Bạn không thể quản lý nội dung của khu vực khác',
    'comment.rating_required': 'Đánh giá cần kèm điểm',
    'comment.rating_on_reply': 'Trả lời không kèm điểm đánh giá',
    'comment.rated_already': 'Bạn đã đánh giá rồi; hãy xóa đánh giá cũ để đánh giá lại',
    'comment.ticket_invalid': 'Bạn chỉ có thể đánh giá đơn hàng hoặc lịch hẹn đã hoàn thành của mình',
    'comment.ticket_spent': 'Đơn hàng hoặc lịch hẹn này đã được đánh giá; mỗi đơn chỉ được đánh giá một lần',
    'comment.answer_owner_only': 'Chỉ chủ sở hữu mới có thể trả lời đánh giá',
    'comment.answered_already': 'Mỗi đánh giá chỉ được trả lời một lần',
    'field.rating': 'Hãy chọn điểm đánh giá',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    comments: typeof commentMessages.zh;
  }
}
