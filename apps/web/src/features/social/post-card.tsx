import { lazy, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { showToast } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';
import { OnceOpened } from '../common/once-opened';
import { useLoginFirst } from './login-first';
import { useRelativeTime } from '../listings';
import { LinkCards } from '../links';
import { Translatable } from '../translate';
import { personPath, postPath, topicPath, usePostForward, usePostLike, type Post } from './queries';
import './social.css';

/**
 * The full-screen photo viewer, loaded when a picture is first tapped: it brings the gesture and animation
 * libraries (≈ 25 KB gzip), which the feed's first paint does without.
 */
const PhotoViewer = lazy(() => import('antd-mobile/es/components/image-viewer').then((m) => ({ default: m.default.Multi })));

/** A count in place of a button's word still names the button: "12 点赞" (the name starts with what shows). */
const counted = (n: number, word: string) => (n ? `${n} ${word}` : word);

interface PostCardProps {
  post: Post;
  /** On the post's own screen: the whole text, no link to itself, no comment button (the box is below). */
  full?: boolean;
  /** Shown right of the author (a follow button on the post's screen). */
  extra?: React.ReactNode;
  /** The comment button's action (on the post's screen: the comment box); else it opens the post. */
  onComment?: () => void;
}

/** A person's round picture, or a person outline when they have none. */
export function Avatar({ src, size, className = '' }: { src: string | null; size: number; className?: string }) {
  const style = { width: size, height: size, fontSize: size * 0.55 };
  if (!src) {
    return (
      <span className={`savatar ${className}`} style={style} aria-hidden="true">
        <UserOutline />
      </span>
    );
  }
  return <img className={`savatar ${className}`} style={style} src={imageUrl(src, { preset: 'avatar' })} alt="" />;
}

/** One post: author and time, text folded after six lines, a picture grid, topics, place, like / comment / forward. */
export function PostCard({ post, full = false, extra, onComment }: PostCardProps) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  const navigate = useNavigate();
  const open = () => {
    if (!full) navigate(postPath(post.id));
  };
  return (
    <article className={full ? 'spost spost--full' : 'spost'} data-testid={`post-${post.id}`}>
      <header className="spost__head">
        <Link to={personPath(post.user.id)} className="spost__author" data-testid={`post-author-${post.id}`}>
          <Avatar src={post.user.avatar} size={40} />
          <span className="spost__who">
            <span className="spost__name">
              {post.user.nickname}
              {post.user.is_vip && <span className="spost__vip">{t('social.card.vip')}</span>}
            </span>
            <span className="spost__time">{ago(post.created_at)}</span>
          </span>
        </Link>
        {extra}
      </header>
      {post.is_hidden && <div className="spost__hidden">{t('social.card.hidden', { reason: post.hidden_reason ?? '' })}</div>}
      {post.content && (
        <Translatable type="post" id={post.id} original={{ content: post.content }}>
          {(view, bar) => (
            <>
              <PostText text={view.fields.content ?? post.content} lang={view.lang} full={full} onOpen={open} />
              {bar}
            </>
          )}
        </Translatable>
      )}
      {post.content && <LinkCards text={post.content} />}
      {post.images.length > 0 && <PostImages images={post.images} />}
      {post.topics.length > 0 && (
        <div className="spost__topics">
          {post.topics.map((tp) => (
            <Link key={tp.id} to={topicPath(tp.id)} className="spost__topic" data-testid={`post-topic-${tp.id}`}>
              #{tp.name}
            </Link>
          ))}
        </div>
      )}
      {post.location && (
        <div className="spost__place">
          <EnvironmentOutline aria-hidden="true" /> {post.location}
        </div>
      )}
      <PostActions post={post} onComment={onComment ?? open} />
    </article>
  );
}

/** The text, cut after six lines with 全文 / 收起 when it is longer (measured after layout). */
function PostText({ text, lang, full, onOpen }: { text: string; lang?: string; full: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(full);
  const [long, setLong] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !open) setLong(el.scrollHeight > el.clientHeight + 2);
  }, [text, open]);
  return (
    <div className="spost__body">
      <div ref={ref} lang={lang} className={open ? 'spost__text' : 'spost__text spost__text--folded'} onClick={onOpen} data-testid="post-text">
        {text}
      </div>
      {(long || (open && !full)) && (
        <button type="button" className="spost__fold" onClick={() => setOpen(!open)} data-testid="post-fold">
          {open ? t('social.card.fold') : t('social.card.full')}
        </button>
      )}
    </div>
  );
}

/** Up to nine pictures: one big, two to four in two columns, more in three; a tap opens them full screen. */
function PostImages({ images }: { images: string[] }) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<number | null>(null);
  const shown = images.slice(0, 9);
  const cols = shown.length === 1 ? 1 : shown.length <= 4 ? 2 : 3;
  return (
    <>
      <div className={`spost__grid spost__grid--${cols}`} data-testid="post-images">
        {shown.map((src, i) => (
          <button key={`${src}-${i}`} type="button" className="spost__img" onClick={() => setViewer(i)} aria-label={t('social.card.image', { index: i + 1 })}>
            <img src={imageUrl(src, { preset: cols === 1 ? 'secondHand' : cols === 2 ? 'secondHand' : 'dynamics' })} alt="" loading="lazy" />
          </button>
        ))}
      </div>
      <OnceOpened open={viewer !== null}>
        <PhotoViewer images={shown.map((s) => imageUrl(s))} visible={viewer !== null} defaultIndex={viewer ?? 0} onClose={() => setViewer(null)} />
      </OnceOpened>
    </>
  );
}

/** Share the post's link (the system sheet, else the clipboard), then count one forward. */
export function useShareLink() {
  const { t } = useTranslation();
  const forward = usePostForward();
  return async (post: Post) => {
    const url = new URL(postPath(post.id), window.location.origin).href;
    try {
      if (navigator.share) await navigator.share({ title: post.user.nickname, text: post.content.slice(0, 80), url });
      else {
        await navigator.clipboard.writeText(url);
        showToast({ content: t('social.card.linkCopied') });
      }
      forward.mutate(post.id);
    } catch {
      // The share sheet was closed, or the clipboard refused: nothing was shared, nothing is counted.
    }
  };
}

/** Like (optimistic with the tapped state, back with a toast if refused), comment, forward. */
export function PostActions({ post, onComment }: { post: Post; onComment(): void }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const like = usePostLike();
  const share = useShareLink();
  const onLike = () => {
    if (!loginFirst()) return;
    like.mutate({ id: post.id, on: !post.isLiked }, { onError: () => showToast({ content: t('social.card.likeFailed') }) });
  };
  return (
    <div className="spost__actions">
      <button type="button" className={post.isLiked ? 'spost__act spost__act--on' : 'spost__act'} aria-pressed={post.isLiked} onClick={onLike} aria-label={counted(post.like_count, t('social.card.like'))} data-testid={`post-like-${post.id}`}>
        {post.isLiked ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
        <span>{post.like_count || t('social.card.like')}</span>
      </button>
      <button type="button" className="spost__act" onClick={onComment} aria-label={counted(post.comment_count, t('social.card.comment'))} data-testid={`post-comment-${post.id}`}>
        <MessageOutline aria-hidden="true" />
        <span>{post.comment_count || t('social.card.comment')}</span>
      </button>
      <button type="button" className="spost__act" onClick={() => void share(post)} aria-label={counted(post.forward_count, t('social.card.forward'))} data-testid={`post-forward-${post.id}`}>
        <SendOutline aria-hidden="true" />
        <span>{post.forward_count || t('social.card.forward')}</span>
      </button>
    </div>
  );
}
