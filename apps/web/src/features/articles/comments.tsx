import { useTranslation } from 'react-i18next';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { EmptyBlock, PagedList, useRelativeTime } from '../listings';
import { useArticleComments, useDeleteComment, useLikeComment, useMoreReplies } from './comment-queries';
import type { ReplyTarget } from './comment-composer';
import { useLoginFirst } from './login-first';
import type { ArticleComment, ArticleReply } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';

interface SectionProps {
  articleId: number;
  count: number;
  onReply(to: ReplyTarget | null): void;
}

/** The comments under an article: newest first, each with its replies (one level), likes and my own delete. */
export function CommentSection({ articleId, count, onReply }: SectionProps) {
  const { t } = useTranslation();
  const list = useArticleComments(articleId);
  return (
    <section className="section acomments" id="article-comments" data-testid="article-comments">
      <h2 className="section__title">{t('articles.comment.title', { count })}</h2>
      {count === 0 && !list.isPending ? (
        <EmptyBlock title={t('articles.comment.empty')} action={{ label: t('articles.detail.comment'), onClick: () => onReply(null) }} testId="comments-empty" />
      ) : (
        <PagedList
          query={list}
          pull={false}
          className="acomments__list"
          testId="comment-list"
          renderItem={(c) => <CommentItem articleId={articleId} comment={c} onReply={onReply} />}
          empty={{ title: t('articles.comment.empty'), testId: 'comments-none' }}
          noMore={t('articles.noMore')}
        />
      )}
    </section>
  );
}

function CommentItem({ articleId, comment, onReply }: { articleId: number; comment: ArticleComment; onReply(to: ReplyTarget): void }) {
  const { t } = useTranslation();
  const more = useMoreReplies(articleId, comment.id);
  const hidden = comment.reply_count - comment.replies.length;
  return (
    <div className="acomment" data-testid={`comment-${comment.id}`}>
      <CommentBody articleId={articleId} c={comment} parentId={comment.id} onReply={onReply} />
      {comment.replies.length > 0 && (
        <div className="acomment__replies">
          {comment.replies.map((r) => (
            <CommentBody key={r.id} articleId={articleId} c={r} parentId={comment.id} onReply={onReply} reply />
          ))}
          {hidden > 0 && (
            <button type="button" className="acomment__more" disabled={more.isPending} onClick={() => more.mutate()} data-testid={`comment-more-${comment.id}`}>
              {t('articles.comment.moreReplies')} ({hidden})
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface BodyProps {
  articleId: number;
  c: ArticleReply;
  parentId: number;
  onReply(to: ReplyTarget): void;
  reply?: boolean;
}

/** One comment or reply: who, when, what (a reply to a reply names whom it answers), like, reply, delete if mine. */
function CommentBody({ articleId, c, parentId, onReply, reply = false }: BodyProps) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  const me = useSession((s) => s.userInfo?.id);
  const loginFirst = useLoginFirst();
  const like = useLikeComment(articleId);
  const del = useDeleteComment(articleId);
  const mine = c.is_mine || c.user.id === me;
  const onDelete = async () => {
    if (!(await confirmDialog({ content: t('articles.comment.deleteConfirm'), confirmText: t('articles.comment.delete'), cancelText: t('common.cancel') }))) return;
    const replies = 'reply_count' in c ? (c as ArticleComment).reply_count : 0;
    del.mutate({ id: c.id, parent_id: c.parent_id, reply_count: replies }, { onSuccess: () => showToast({ content: t('articles.comment.deleted') }) });
  };
  const likeLabel = `${c.like_count || ''} ${t('articles.comment.like')}`.trim();
  return (
    <div className={reply ? 'acomment__item acomment__item--reply' : 'acomment__item'} data-testid={`comment-body-${c.id}`}>
      <img className="acomment__avatar" src={imageUrl(c.user.avatar, { preset: 'avatar' })} alt="" />
      <div className="acomment__main">
        <div className="acomment__who">{c.user.nickname}</div>
        <div className="acomment__text">
          {c.reply_to_user && (
            <span className="acomment__to">
              {t('articles.comment.replied')} <b>{c.reply_to_user.nickname}</b>：
            </span>
          )}
          {c.content}
        </div>
        <div className="acomment__foot">
          <span className="muted">{ago(c.created_at)}</span>
          <button type="button" className="acomment__act" onClick={() => onReply({ parentId, userId: reply ? c.user.id : null, name: c.user.nickname })} data-testid={`comment-reply-${c.id}`}>
            {t('articles.comment.reply')}
          </button>
          {mine && (
            <button type="button" className="acomment__act" onClick={() => void onDelete()} data-testid={`comment-delete-${c.id}`}>
              {t('articles.comment.delete')}
            </button>
          )}
          <button
            type="button"
            className={c.is_like ? 'acomment__like acomment__like--on' : 'acomment__like'}
            aria-pressed={c.is_like}
            onClick={() => loginFirst() && like.mutate({ id: c.id, on: !c.is_like })}
            data-testid={`comment-like-${c.id}`}
          >
            <LikeOutline aria-hidden="true" /> {likeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
