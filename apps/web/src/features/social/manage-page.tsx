import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { TabStrip } from '../common/tab-strip';
import { SOCIAL_TOPIC_PATH } from '@haiwai/contracts/social/constants';
import { ApiError, call } from '../../lib/http';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { PostCard } from './post-card';
import { RELEASE_PATH, socialKeys, type Post } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';
import './publish.css';

const mine = [...socialKeys.all, 'mine'] as const;
const TALK_RELEASE_PATH = '/pages/socialize/talk-release';

/** /pages/socialize/manage — my posts (hidden ones marked with the reason) with their counts, and the topics I created; delete either. */
export function ManagePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'posts' | 'topics'>('posts');
  return (
    <RequireLogin>
      <div className="smanage" data-testid="social-manage">
        <TabStrip
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'posts', title: t('social.manage.posts') },
            { key: 'topics', title: t('social.manage.topics') },
          ]}
        />
        {tab === 'posts' ? <MyPosts /> : <MyTopics />}
      </div>
    </RequireLogin>
  );
}

function usePaged<N extends 'socialPostListUser' | 'socialTopicListUser'>(name: N, key: string, query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: [...mine, key],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call(name, { query: { ...query, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal } as never),
    getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor ?? undefined,
  });
}

function MyPosts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const posts = usePaged('socialPostListUser', 'posts', {});
  const list = (posts.data?.pages.flatMap((p) => (p as { list: Post[] }).list) ?? []) as Post[];
  const remove = useMutation({
    mutationFn: (id: number) => call('socialPostDelete', { params: { id } }),
    onSuccess: () => {
      showToast({ content: t('social.manage.deleted') });
      void qc.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
  const confirmDelete = async (post: Post) => {
    if (await confirmDialog({ content: t('social.manage.deletePostConfirm'), confirmText: t('social.manage.delete'), cancelText: t('social.manage.cancel') })) remove.mutate(post.id);
  };
  return (
    <QueryState isPending={posts.isPending} error={posts.error} onRetry={() => void posts.refetch()}>
      {list.length === 0 && (
        <div className="smanage__empty">
          <p>{t('social.manage.noPosts')}</p>
          <Button color="primary" size="small" onClick={() => navigate(RELEASE_PATH)}>
            {t('social.manage.publish')}
          </Button>
        </div>
      )}
      {list.map((post) => (
        <div key={post.id} className="smanage__post" data-testid={`manage-post-${post.id}`}>
          <PostCard post={post} />
          <div className="smanage__actions">
            <span>{t('social.manage.counts', { likes: post.like_count, comments: post.comment_count, forwards: post.forward_count })}</span>
            <Button size="mini" color="danger" fill="outline" onClick={() => void confirmDelete(post)}>
              {t('social.manage.delete')}
            </Button>
          </div>
        </div>
      ))}
      {posts.hasNextPage && (
        <Button block fill="none" loading={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
          {t('social.manage.more')}
        </Button>
      )}
    </QueryState>
  );
}

interface TopicRow {
  id: number;
  name: string;
  post_count: number;
  follow_count: number;
}

function MyTopics() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const topics = usePaged('socialTopicListUser', 'topics', { type: 'created' });
  const list = (topics.data?.pages.flatMap((p) => (p as { list: TopicRow[] }).list) ?? []) as TopicRow[];
  const remove = useMutation({
    mutationFn: (id: number) => call('socialTopicDelete', { params: { id } }),
    onSuccess: () => {
      showToast({ content: t('social.manage.deleted') });
      void qc.invalidateQueries({ queryKey: mine });
    },
    onError: (err) => showToast({ content: err instanceof ApiError ? err.message : t('social.manage.deleteFailed') }),
  });
  const confirmDelete = async (topic: TopicRow) => {
    if (await confirmDialog({ content: t('social.manage.deleteTopicConfirm', { name: topic.name }), confirmText: t('social.manage.delete'), cancelText: t('social.manage.cancel') })) remove.mutate(topic.id);
  };
  return (
    <QueryState isPending={topics.isPending} error={topics.error} onRetry={() => void topics.refetch()}>
      {list.length === 0 && (
        <div className="smanage__empty">
          <p>{t('social.manage.noTopics')}</p>
          <Button color="primary" size="small" onClick={() => navigate(TALK_RELEASE_PATH)}>
            {t('social.topicSelect.create')}
          </Button>
        </div>
      )}
      <List>
        {list.map((topic) => (
          <List.Item
            key={topic.id}
            onClick={() => navigate(`${SOCIAL_TOPIC_PATH}?id=${topic.id}`)}
            description={t('social.manage.topicCounts', { posts: topic.post_count, followers: topic.follow_count })}
            extra={
              <Button
                size="mini"
                color="danger"
                fill="outline"
                onClick={(e) => {
                  e.stopPropagation();
                  void confirmDelete(topic);
                }}
              >
                {t('social.manage.delete')}
              </Button>
            }
          >
            #{topic.name}
          </List.Item>
        ))}
      </List>
    </QueryState>
  );
}
