import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import type { AnyReportReason } from '../../../lib/contracts';
import { confirmDialog, showToast } from '../../../lib/feedback';
import { imageUrl } from '../../../lib/image-url';
import { useSession } from '../../../stores/session-store';
import { OnceOpened } from '../once-opened';
import { PagedList } from '../paged-list';
import { useRelativeTime } from '../relative-time';
import { useLoginFirst } from '../use-login-first';
import type { CommentFields, CommentTextSlot, CommentThreadOf, CommentWords, FlagOf } from './define-comments';
import { isLiked, useCommentList, useDeleteComment, useLikeComment, useMoreReplies, type Commentable } from './comment-queries';
import './comments.css';

const ReportPopup = lazy(() => import('../report-popup').then((m) => ({ default: m.ReportPopup<AnyReportReason> })));
const Stars = lazy(() => import('antd-mobile/es/components/rate'));

/** What a new comment answers: the thing (null), a comment, or a reply (whose author it names). */
export interface ReplyTarget {
  parentId: number;
  /** Set when answering a reply: the reply then names its author. */
  userId: number | null;
  name: string;
}

interface ThreadProps<R extends CommentFields, L extends FlagOf<R>> {
  of: Commentable<R, L>;
  targetId: number;
  /** Opens the comment box (the screen's `useCommentComposer`). */
  onReply(to: ReplyTarget | null): void;
  /** I own the thing: with `replies: 'ownerAnswer'`, I answer comments. */
  owner?: boolean;
}

/** One of the thing's words (its CommentWords block). */
const wordOf = (of: { words: string }) => (key: keyof CommentWords) => `${of.words}.${key}`;

/**
 * A thing's comments, newest first, through the shared pager (loading, error with retry, the empty block that opens
 * the comment box, the next page on scroll): each with its replies (one level), likes, my own delete, others' report.
 */
export function CommentThread<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, onReply, owner = false }: ThreadProps<R, L>) {
  const { t } = useTranslation();
  const w = wordOf(of);
  const list = useCommentList(of, targetId);
  return (
    <PagedList
      query={list}
      pull={false}
      className={`${of.look}s__list`}
      testId="comment-list"
      renderItem={(c) => <CommentItem of={of} targetId={targetId} comment={c} onReply={onReply} owner={owner} />}
      empty={{ title: t(w('empty')), action: { label: t(w('write')), onClick: () => onReply(null) }, testId: 'comments-empty' }}
      noMore={t(w('noMore'))}
    />
  );
}

function CommentItem<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, comment, onReply, owner }: Omit<ThreadProps<R, L>, 'owner'> & { comment: CommentThreadOf<R>; owner: boolean }) {
  const { t } = useTranslation();
  const more = useMoreReplies(of, targetId, comment.id);
  const hidden = comment.reply_count - comment.replies.length;
  // Answers are the owner's, one a comment; in a thread anyone replies to a comment or a reply.
  const answers = of.replies === 'ownerAnswer';
  const canReply = answers ? owner && comment.reply_count === 0 : true;
  const body = { of, targetId, parentId: comment.id, onReply: canReply ? onReply : undefined };
  return (
    <div className={of.look} data-testid={`comment-${comment.id}`}>
      <CommentBody {...body} c={comment} replies={comment.reply_count} />
      {comment.replies.length > 0 && (
        <div className={`${of.look}__replies`}>
          {comment.replies.map((r) => (
            <CommentBody key={r.id} {...body} onReply={answers ? undefined : onReply} c={r} reply />
          ))}
          {hidden > 0 && (
            <button type="button" className={`${of.look}__more`} disabled={more.isPending} onClick={() => more.mutate()} data-testid={`comment-more-${comment.id}`}>
              {t(wordOf(of)('moreReplies'))} ({hidden})
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface BodyProps<R extends CommentFields, L extends FlagOf<R>> {
  of: Commentable<R, L>;
  targetId: number;
  c: R;
  parentId: number;
  replies?: number;
  /** Without it the comment offers no reply. */
  onReply?(to: ReplyTarget): void;
  reply?: boolean;
}

/** A comment's text as written, when the thing passes no slot (CommentsDeclaration.text). */
const plainText: CommentTextSlot = (c, render) => render({ content: c.content, lang: undefined }, null);

/** One comment or reply: who, when, what (a reply to a reply names whom it answers), like, reply, delete if mine, report if not. */
function CommentBody<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, c, parentId, replies = 0, onReply, reply = false }: BodyProps<R, L>) {
  const { t } = useTranslation();
  const w = wordOf(of);
  const ago = useRelativeTime();
  const me = useSession((s) => s.userInfo?.id);
  const mine = c.is_mine || c.user.id === me;
  const b = of.look;
  return (
    <div className={reply ? `${b}__item ${b}__item--reply` : `${b}__item`} data-testid={`comment-body-${c.id}`}>
      <AuthorPicture of={of} user={c.user} reply={reply} />
      <div className={`${b}__main`}>
        <AuthorName of={of} user={c.user} />
        {of.ratings && c.rating != null && <Rating look={b} max={of.ratings.max} value={c.rating} />}
        {(of.text ?? plainText)(c, (shown, under) => (
          <>
            <div className={`${b}__text`} lang={shown.lang}>
              <RepliedTo of={of} c={c} answer={reply && of.replies === 'ownerAnswer'} />
              {shown.content}
            </div>
            {under}
          </>
        ))}
        <div className={`${b}__foot`}>
          <span className={`${b}__time`}>{ago(c.created_at)}</span>
          {onReply && (
            <button type="button" className={`${b}__act`} onClick={() => onReply({ parentId, userId: reply ? c.user.id : null, name: c.user.nickname })} data-testid={`comment-reply-${c.id}`}>
              {t(w('reply'))}
            </button>
          )}
          {mine && <DeleteButton of={of} targetId={targetId} c={c} replies={replies} />}
          {!mine && of.report && <ReportButton of={of} id={c.id} />}
          <LikeButton of={of} targetId={targetId} c={c} />
        </div>
      </div>
    </div>
  );
}

type AuthorProps<R extends CommentFields, L extends FlagOf<R>> = { of: Commentable<R, L>; user: CommentFields['user'] };

/** The author's picture (the thing's own drawing, or an img of the look), a link to their page where the thing has one; the link is left out of the tab order (the name is the same link). */
function AuthorPicture<R extends CommentFields, L extends FlagOf<R>>({ of, user, reply }: AuthorProps<R, L> & { reply: boolean }) {
  const b = of.look;
  const picture = of.avatar ? (
    of.avatar(user.avatar, reply)
  ) : user.avatar ? (
    <img className={`${b}__avatar`} src={imageUrl(user.avatar, { preset: 'avatar' })} alt="" />
  ) : (
    <span className={`${b}__avatar`} aria-hidden="true" />
  );
  const path = of.authorPath?.(user.id);
  return path ? (
    <Link to={path} className={`${b}__avatar-link`} tabIndex={-1} aria-hidden="true">
      {picture}
    </Link>
  ) : (
    picture
  );
}

function AuthorName<R extends CommentFields, L extends FlagOf<R>>({ of, user }: AuthorProps<R, L>) {
  const path = of.authorPath?.(user.id);
  return path ? (
    <Link to={path} className={`${of.look}__who`}>
      {user.nickname}
    </Link>
  ) : (
    <div className={`${of.look}__who`}>{user.nickname}</div>
  );
}

/** Before a reply's text: whom a reply to a reply answers, or that it is the owner's answer. */
function RepliedTo<R extends CommentFields, L extends FlagOf<R>>({ of, c, answer }: { of: Commentable<R, L>; c: R; answer: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const w = wordOf(of);
  // Chinese writes a full-width colon; English and Vietnamese a colon and a space.
  const colon = i18n.language.startsWith('zh') ? '：' : ': ';
  if (answer) return <span className={`${of.look}__to`}>{t(w('answer'))}{colon}</span>;
  if (!c.reply_to_user) return null;
  return (
    <span className={`${of.look}__to`}>
      {t(w('replied'))} <b>{t(w('replyName'), { name: c.reply_to_user.nickname })}</b>
      {colon}
    </span>
  );
}

function Rating({ look, max, value }: { look: string; max: number; value: number }) {
  return (
    <OnceOpened open>
      <Stars className={`comment-stars ${look}__stars`} readOnly count={max} value={value} />
    </OnceOpened>
  );
}

function DeleteButton<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, c, replies }: { of: Commentable<R, L>; targetId: number; c: R; replies: number }) {
  const { t } = useTranslation();
  const w = wordOf(of);
  const del = useDeleteComment(of, targetId);
  const onDelete = async () => {
    if (!(await confirmDialog({ content: t(w('deleteConfirm')), confirmText: t(w('delete')), cancelText: t(w('cancel')) }))) return;
    del.mutate({ id: c.id, parent_id: c.parent_id, reply_count: replies }, { onSuccess: () => showToast({ content: t(w('deleted')) }) });
  };
  return (
    <button type="button" className={`${of.look}__act`} onClick={() => void onDelete()} data-testid={`comment-delete-${c.id}`}>
      {t(w('delete'))}
    </button>
  );
}

function ReportButton<R extends CommentFields, L extends FlagOf<R>>({ of, id }: { of: Commentable<R, L>; id: number }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);
  const report = of.report!;
  return (
    <>
      <button type="button" className={`${of.look}__act`} onClick={() => loginFirst() && setOpen(true)} data-testid={`comment-report-${id}`}>
        {t(wordOf(of)('report'))}
      </button>
      <OnceOpened open={open}>
        <ReportPopup visible={open} onClose={() => setOpen(false)} words={report.words} reasons={report.reasons} send={(reason, detail) => report.send(id, reason, detail)} />
      </OnceOpened>
    </>
  );
}

function LikeButton<R extends CommentFields, L extends FlagOf<R>>({ of, targetId, c }: { of: Commentable<R, L>; targetId: number; c: R }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const like = useLikeComment(of, targetId);
  const on = isLiked(of, c);
  const label = `${c.like_count || ''} ${t(wordOf(of)('like'))}`.trim();
  return (
    <button
      type="button"
      className={on ? `${of.look}__like ${of.look}__like--on` : `${of.look}__like`}
      aria-pressed={on}
      onClick={() => loginFirst() && like.mutate({ id: c.id, on: !on })}
      data-testid={`comment-like-${c.id}`}
    >
      <LikeOutline aria-hidden="true" /> {label}
    </button>
  );
}
