import { defineMessages } from '../../core/message-parts.js';

/** News articles: refusals a person can act on, and the notices of replies and hidden comments. */
export const articleMessages = defineMessages({
  zh: {
    'article.not_found': '文章不存在或已下线',
    'article.comment_not_found': '评论不存在或已删除',
    'article.not_your_comment': '只能删除自己发表的评论',
    'article.comment_hidden': '该评论已被管理员隐藏，暂时无法回复或点赞',
    'article.reply_wrong_article': '回复的评论不属于这篇文章',
    'article.reply_to_user_invalid': '被回复的人不在这条评论的讨论中',
    'article.category_not_found': '文章分类不存在',
    'article.area_forbidden': '您只能管理自己负责站点的文章',
    'article.category_super_only': '文章分类由总管理员维护',
    'article.like_login': '请先登录再点赞',
    'notice.article.reply.title': '收到新回复',
    'notice.article.reply.body': '{name} 在文章《{title}》下回复了您：{content}',
    'notice.article.comment_hidden.title': '您的评论已被隐藏',
    'notice.article.comment_hidden.body': '您在文章《{title}》下的评论已被管理员隐藏，原因：{reason}',
  },
  en: {
    'article.not_found': 'This article does not exist or is no longer published',
    'article.comment_not_found': 'This comment does not exist or was deleted',
    'article.not_your_comment': 'You can only delete your own comments',
    'article.comment_hidden': 'This comment was hidden by an admin and cannot be replied to or liked',
    'article.reply_wrong_article': 'The comment you reply to belongs to another article',
    'article.reply_to_user_invalid': 'The person you reply to is not in this comment’s thread',
    'article.category_not_found': 'This article category does not exist',
    'article.area_forbidden': 'You can only manage articles of your own site areas',
    'article.category_super_only': 'Article categories are kept by the super admins',
    'article.like_login': 'Please log in to like articles',
    'notice.article.reply.title': 'New reply',
    'notice.article.reply.body': '{name} replied to you under “{title}”: {content}',
    'notice.article.comment_hidden.title': 'Your comment was hidden',
    'notice.article.comment_hidden.body': 'Your comment under “{title}” was hidden by an admin. Reason: {reason}',
  },
  vi: {
    'article.not_found': 'Bài viết không tồn tại hoặc đã ngừng đăng',
    'article.comment_not_found': 'Bình luận không tồn tại hoặc đã bị xóa',
    'article.not_your_comment': 'Bạn chỉ có thể xóa bình luận của chính mình',
    'article.comment_hidden': 'Bình luận này đã bị quản trị viên ẩn, không thể trả lời hay thích',
    'article.reply_wrong_article': 'Bình luận bạn trả lời thuộc bài viết khác',
    'article.reply_to_user_invalid': 'Người bạn trả lời không có trong chuỗi bình luận này',
    'article.category_not_found': 'Chuyên mục bài viết không tồn tại',
    'article.area_forbidden': 'Bạn chỉ có thể quản lý bài viết của khu vực mình phụ trách',
    'article.category_super_only': 'Chuyên mục bài viết do quản trị viên cấp cao quản lý',
    'article.like_login': 'Vui lòng đăng nhập để thích bài viết',
    'notice.article.reply.title': 'Có trả lời mới',
    'notice.article.reply.body': '{name} đã trả lời bạn trong bài “{title}”: {content}',
    'notice.article.comment_hidden.title': 'Bình luận của bạn đã bị ẩn',
    'notice.article.comment_hidden.body': 'Bình luận của bạn trong bài “{title}” đã bị quản trị viên ẩn. Lý do: {reason}',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    articles: typeof articleMessages.zh;
  }
}
