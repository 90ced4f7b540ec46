import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { useSession } from '../../stores/session-store';
import { FieldTextArea } from '../common/field-input';
import { PagedList, useRelativeTime } from '../listings';
import { useDeleteComment, useLikeComment, useMoreReplies, usePostComments, useSaveComment } from './comment-queries';
import { useLoginFirst } from './login-first';
import { Avatar } from './post-card';
import { personPath, type SocialComment, type SocialReply } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';

/** What a new comment answers: the post (null), a comment, or a reply (whose author it names). */
export interface ReplyTarget {
  parentId: number;
  /** Set when answering a reply: the reply then names its author. */
  userId: number | null;
  name: string;
}

/** The comments under a post: newest first, each with its replies (one level), likes and my own delete. */
export function CommentSection({ postId, count, onReply }: { postId: number; count: number; onReply(to: ReplyTarget | null): void }) {
  const { t } = useTranslation();
  const list = usePostComments(postId);
  return (
    <section className="scomments" id="post-comments" data-testid="post-comments">
      <h2 className="scomments__title">{t('social.comment.title', { count })}</h2>
      <PagedList
        query={list}
        pull={false}
        className="scomments__list"
        testId="comment-list"
        renderItem={(c) => <CommentItem postId={postId} comment={c} onReply={onReply} />}
        empty={{ title: t('social.comment.empty'), action: { label: t('social.card.comment'), onClick: () => onReply(null) }, testId: 'comments-empty' }}
        noMore={t('social.tab.noMore')}
      />
    </section>
  );
}

function CommentItem({ postId, comment, onReply }: { postId: number; comment: SocialComment; onReply(to: ReplyTarget): void }) {
  const { t } = useTranslation();
  const more = useMoreReplies(postId, comment.id);
  const hidden = comment.reply_count - comment.replies.length;
  return (
    <div className="scomment" data-testid={`comment-${comment.id}`}>
      <CommentBody postId={postId} c={comment} parentId={comment.id} replies={comment.reply_count} onReply={onReply} />
      {comment.replies.length > 0 && (
        <div className="scomment__replies">
          {comment.replies.map((r) => (
            <CommentBody key={r.id} postId={postId} c={r} parentId={comment.id} onReply={onReply} reply />
          ))}
          {hidden > 0 && (
            <button type="button" className="scomment__more" disabled={more.isPending} onClick={() => more.mutate()} data-testid={`comment-more-${comment.id}`}>
              {t('social.comment.moreReplies')} ({hidden})
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface BodyProps {
  postId: number;
  c: SocialReply;
  parentId: number;
  replies?: number;
  onReply(to: ReplyTarget): void;
  reply?: boolean;
}

/** One comment or reply: who, when, what (a reply to a reply names whom it answers), like, reply, delete if mine. */
function CommentBody({ postId, c, parentId, replies = 0, onReply, reply = false }: BodyProps) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  const me = useSession((s) => s.userInfo?.id);
  const loginFirst = useLoginFirst();
  const like = useLikeComment(postId);
  const del = useDeleteComment(postId);
  const mine = c.is_mine || c.user.id === me;
  const onDelete = async () => {
    if (!(await confirmDialog({ content: t('social.comment.deleteConfirm'), confirmText: t('social.comment.delete'), cancelText: t('social.detail.cancel') }))) return;
    del.mutate({ id: c.id, parent_id: c.parent_id, reply_count: replies }, { onSuccess: () => showToast({ content: t('social.comment.deleted') }) });
  };
  const likeLabel = `${c.like_count || ''} ${t('social.comment.like')}`.trim();
  return (
    <div className={reply ? 'scomment__item scomment__item--reply' : 'scomment__item'} data-testid={`comment-body-${c.id}`}>
      <Link to={personPath(c.user.id)} className="scomment__avatar-link" tabIndex={-1} aria-hidden="true">
        <Avatar src={c.user.avatar} size={reply ? 26 : 34} />
      </Link>
      <div className="scomment__main">
        <Link to={personPath(c.user.id)} className="scomment__who">
          {c.user.nickname}
        </Link>
        <div className="scomment__text">
          {c.reply_to_user && (
            <span className="scomment__to">
              {t('social.comment.replied')} <b>@{c.reply_to_user.nickname}</b>：
            </span>
          )}
          {c.content}
        </div>
        <div className="scomment__foot">
          <span className="scomment__time">{ago(c.created_at)}</span>
          <button type="button" className="scomment__act" onClick={() => onReply({ parentId, userId: reply ? c.user.id : null, name: c.user.nickname })} data-testid={`comment-reply-${c.id}`}>
            {t('social.comment.reply')}
          </button>
          {mine && (
            <button type="button" className="scomment__act" onClick={() => void onDelete()} data-testid={`comment-delete-${c.id}`}>
              {t('social.comment.delete')}
            </button>
          )}
          <button
            type="button"
            className={c.isLiked ? 'scomment__like scomment__like--on' : 'scomment__like'}
            aria-pressed={c.isLiked}
            onClick={() => loginFirst() && like.mutate({ id: c.id, on: !c.isLiked })}
            data-testid={`comment-like-${c.id}`}
          >
            <LikeOutline aria-hidden="true" /> {likeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The fixed comment box at the bottom and its sheet; `open` asks for login first. One per post screen. */
export function useCommentComposer(postId: number) {
  const loginFirst = useLoginFirst();
  const [target, setTarget] = useState<ReplyTarget | null | undefined>(undefined);
  const open = (to: ReplyTarget | null) => {
    if (loginFirst()) setTarget(to);
  };
  const view = <Composer postId={postId} target={target} onClose={() => setTarget(undefined)} />;
  return { open, view };
}

function Composer({ postId, target, onClose }: { postId: number; target: ReplyTarget | null | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const save = useSaveComment(postId);
  const send = () => {
    const content = text.trim();
    if (!content) return;
    const reply = target ? { parent_id: target.parentId, ...(target.userId ? { reply_to_user_id: target.userId } : {}) } : {};
    save.mutate(
      { post_id: postId, content, ...reply },
      {
        onSuccess: () => {
          setText('');
          onClose();
          showToast({ icon: 'success', content: t('social.comment.sent') });
        },
      },
    );
  };
  const placeholder = target ? t('social.comment.replyTo', { name: target.name }) : t('social.comment.placeholder');
  return (
    <Popup visible={target !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="scompose" destroyOnClose>
      <div className="scompose__box" data-testid="comment-composer">
        <FieldTextArea value={text} onChange={setText} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={SOCIAL_LIMITS.commentMax} showCount autoFocus aria-label={placeholder} testId="comment-input" />
        <Button color="primary" shape="rounded" size="small" disabled={!text.trim()} loading={save.isPending} onClick={send} data-testid="comment-send">
          {t('social.comment.send')}
        </Button>
      </div>
    </Popup>
  );
}
