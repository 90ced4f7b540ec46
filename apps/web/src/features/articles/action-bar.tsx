import { useTranslation } from 'react-i18next';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useLoginFirst } from './login-first';
import { articlePath, useArticleCollect, useArticleForward, useArticleLike, type ArticleDetail } from './queries';
import { showToast } from '../../lib/feedback';

/** A count shown in place of a button's word still names the button: "12 点赞" (the name starts with what shows). */
const counted = (n: number, word: string) => (n ? `${n} ${word}` : undefined);

/** The reader's bar under an article: write a comment, jump to the comments, like, collect, share. */
export function ActionBar({ article, onWrite }: { article: ArticleDetail; onWrite(): void }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const like = useArticleLike(article.id);
  const collect = useArticleCollect(article.id);
  const forward = useArticleForward(article.id);

  const onLike = () => {
    if (!loginFirst()) return;
    like.mutate(!article.is_like, { onError: () => showToast({ content: t('articles.detail.likeFailed') }) });
  };
  const onCollect = () => {
    if (!loginFirst()) return;
    collect.mutate(!article.is_collect, {
      onSuccess: (res) => showToast({ content: res.is_collect ? t('articles.detail.collectedToast') : t('articles.detail.uncollectedToast') }),
    });
  };
  const onForward = async () => {
    const url = new URL(articlePath(article.id), window.location.origin).href;
    try {
      if (navigator.share) await navigator.share({ title: article.title, text: article.summary || article.title, url });
      else {
        await navigator.clipboard.writeText(url);
        showToast({ content: t('articles.detail.linkCopied') });
      }
      forward.mutate();
    } catch {
      // The share sheet was closed, or the clipboard refused: nothing was shared, nothing is counted.
    }
  };
  const toComments = () => document.getElementById('article-comments')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <>
      <div className="abar-spacer" />
      <div className="bottom-bar abar" data-testid="article-bar">
        <button type="button" className="abar__write" onClick={onWrite} data-testid="article-write">
          {t('articles.comment.placeholder')}
        </button>
        <button type="button" className="abar__icon" onClick={toComments} aria-label={counted(article.comment_count, t('articles.detail.comment'))} data-testid="article-comments-jump">
          <MessageOutline />
          <span>{article.comment_count || t('articles.detail.comment')}</span>
        </button>
        <button type="button" className={article.is_like ? 'abar__icon abar__icon--on' : 'abar__icon'} aria-pressed={article.is_like} onClick={onLike} aria-label={counted(article.like_count, t('articles.detail.like'))} data-testid="article-like">
          {article.is_like ? <HeartFill /> : <HeartOutline />}
          <span>{article.like_count || t('articles.detail.like')}</span>
        </button>
        <button type="button" className={article.is_collect ? 'abar__icon abar__icon--on' : 'abar__icon'} aria-pressed={article.is_collect} onClick={onCollect} data-testid="article-collect">
          {article.is_collect ? <StarFill /> : <StarOutline />}
          <span>{article.is_collect ? t('articles.detail.collected') : t('articles.detail.collect')}</span>
        </button>
        <button type="button" className="abar__icon" onClick={() => void onForward()} aria-label={counted(article.forward_count, t('articles.detail.forward'))} data-testid="article-forward">
          <SendOutline />
          <span>{article.forward_count || t('articles.detail.forward')}</span>
        </button>
      </div>
    </>
  );
}
