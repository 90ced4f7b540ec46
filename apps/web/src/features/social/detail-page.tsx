import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import FileWrongOutline from 'antd-mobile-icons/es/FileWrongOutline';
import MoreOutline from 'antd-mobile-icons/es/MoreOutline';
import { useGoBack } from '../../shell/navigation';
import { StatusView } from '../../shell/status-view';
import { ApiError } from '../../lib/http';
import { QueryState } from '../common/query-state';
import { CommentThread, useCommentComposer } from '../common/comments';
import { postComments } from './comments';
import { useLoginFirst } from './login-first';
import { PostCard } from './post-card';
import { FEED_PATH, useBlockAuthor, useFollowAuthor, usePost, type Post } from './queries';
import { ReportPostPopup } from './report-popup';
import { confirmDialog, showToast } from '../../lib/feedback';
import { ActionSheet } from '../common/lazy-parts';
import './social.css';

/** /pagesA/socialize/dynamics-detail?id= — a post, its comments and replies, follow / report / block its author. */
export function PostDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const post = usePost(id);
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
    // Only when the post changes.
  }, [id]);
  const missing = !id || (post.error instanceof ApiError && (post.error.code === 404 || post.error.code === 403));
  if (missing) return <NotFound />;
  return (
    <QueryState isPending={post.isPending} error={post.error} onRetry={() => void post.refetch()}>
      {post.data && <PostScreen post={post.data} />}
    </QueryState>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="post-missing"
      icon={<FileWrongOutline />}
      title={t('social.detail.notFound')}
      text={t('social.detail.notFoundHint')}
      actions={[
        { label: t('social.detail.back'), onClick: goBack, testId: 'post-missing-back' },
        { label: t('social.tab.title'), onClick: () => navigate(FEED_PATH), primary: true, testId: 'post-missing-feed' },
      ]}
    />
  );
}

function PostScreen({ post }: { post: Post }) {
  const { t } = useTranslation();
  const composer = useCommentComposer(postComments, post.id);
  return (
    <div className="spost-page" data-testid="post-detail">
      <PostCard post={post} full extra={!post.is_mine && <AuthorActions post={post} />} onComment={() => composer.open(null)} />
      <section className="scomments" id="post-comments" data-testid="post-comments">
        <h2 className="scomments__title">{t('social.comment.title', { count: post.comment_count })}</h2>
        <CommentThread of={postComments} targetId={post.id} onReply={composer.open} />
      </section>
      <div className="spost-page__spacer" />
      <div className="bottom-bar scompose-bar" data-testid="comment-bar">
        <button type="button" className="scompose-bar__write" onClick={() => composer.open(null)} data-testid="comment-write">
          {t('social.comment.placeholder')}
        </button>
      </div>
      {composer.view}
    </div>
  );
}

/** Follow the author, and under "more": report the post, block the author (then back, their posts gone). */
function AuthorActions({ post }: { post: Post }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const goBack = useGoBack();
  const follow = useFollowAuthor();
  const block = useBlockAuthor();
  const [sheet, setSheet] = useState(false);
  const [report, setReport] = useState(false);
  const onFollow = () => {
    if (!loginFirst()) return;
    follow.mutate(
      { userId: post.user.id, on: !post.isRelation },
      { onSuccess: (res) => showToast({ content: res.isRelation ? t('social.detail.followedToast') : t('social.detail.unfollowedToast') }) },
    );
  };
  const onBlock = async () => {
    const ok = await confirmDialog({ content: t('social.detail.blockConfirm'), confirmText: t('social.detail.block'), cancelText: t('social.detail.cancel') });
    if (!ok) return;
    block.mutate(post.user.id, {
      onSuccess: () => {
        showToast({ icon: 'success', content: t('social.detail.blocked') });
        goBack();
      },
    });
  };
  return (
    <div className="spost__extra">
      <Button size="mini" shape="rounded" color="primary" fill={post.isRelation ? 'outline' : 'solid'} loading={follow.isPending} onClick={onFollow} data-testid="post-follow">
        {post.isRelation ? t('social.detail.followed') : t('social.detail.follow')}
      </Button>
      <button type="button" className="spost__more" onClick={() => loginFirst() && setSheet(true)} aria-label={t('social.detail.more')} data-testid="post-more">
        <MoreOutline aria-hidden="true" />
      </button>
      <ActionSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        cancelText={t('social.detail.cancel')}
        actions={[
          { key: 'report', text: <span data-testid="post-report">{t('social.detail.report')}</span>, onClick: () => setReport(true) },
          { key: 'block', text: <span data-testid="post-block">{t('social.detail.block')}</span>, danger: true, onClick: () => void onBlock() },
        ]}
        closeOnAction
      />
      <ReportPostPopup visible={report} onClose={() => setReport(false)} postId={post.id} siteAreaId={post.site_area_id} />
    </div>
  );
}
