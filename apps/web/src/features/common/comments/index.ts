// The kit's comments: a commentable thing declares itself once (defineComments, in its feature's comments.ts) and
// its screen renders the shared thread and comment box from that declaration.
export { defineComments, type CommentFields, type CommentTextSlot, type CommentWords, type CommentsDeclaration, type NewComment, type ShownText } from './define-comments';
export { CommentThread, type ReplyTarget } from './comment-thread';
export { useCommentComposer } from './comment-composer';
