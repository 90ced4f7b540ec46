import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { TabStrip } from '../common/tab-strip';
import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { useContentScope } from '../common/content-scope';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { loadDraft, saveDraft, toggleTopic } from './publish-draft';
import { showToast } from '../../lib/feedback';
import './publish.css';

const TALK_RELEASE_PATH = '/pages/socialize/talk-release';

/** /pages/socialize/topic-select — pick up to three topics of the area for the post being written (kept in its draft). */
export function TopicSelectPage() {
  return (
    <RequireLogin>
      <TopicPicker />
    </RequireLogin>
  );
}

function useTopics(type: 'hot' | 'new', keyword: string) {
  const { site, lang, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: ['social', 'topic-pick', site, lang, type, keyword],
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('socialTopicList', { query: { type, keyword: keyword || undefined, cursor: pageParam, limit: 30 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

function TopicPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id ?? 0);
  const [picked, setPicked] = useState(() => loadDraft(userId).topics);
  const [type, setType] = useState<'hot' | 'new'>('hot');
  const [keyword, setKeyword] = useState('');
  const topics = useTopics(type, keyword);
  const list = topics.data?.pages.flatMap((p) => p.list) ?? [];

  const confirm = () => {
    saveDraft(userId, { ...loadDraft(userId), topics: picked });
    navigate(-1);
  };
  return (
    <div className="stopics" data-testid="topic-select">
      <SearchBar placeholder={t('social.topicSelect.search')} onSearch={setKeyword} onClear={() => setKeyword('')} />
      <TabStrip
        activeKey={type}
        onChange={setType}
        items={[
          { key: 'hot', title: t('social.topicSelect.hot') },
          { key: 'new', title: t('social.topicSelect.new') },
        ]}
      />
      <QueryState isPending={topics.isPending} error={topics.error} onRetry={() => void topics.refetch()}>
        {list.length === 0 && <div className="stopics__empty">{t('social.topicSelect.empty')}</div>}
        <CheckList multiple value={picked.map((x) => x.id)}>
          {list.map((topic) => (
            <CheckList.Item
              key={topic.id}
              value={topic.id}
              description={t('social.topicSelect.counts', { posts: topic.post_count, followers: topic.follow_count })}
              onClick={() => {
                const next = toggleTopic(picked, { id: topic.id, name: topic.name }, SOCIAL_LIMITS.topicsPerPost);
                if (next) setPicked(next);
                else showToast({ content: t('social.topicSelect.max', { max: SOCIAL_LIMITS.topicsPerPost }) });
              }}
            >
              #{topic.name}
            </CheckList.Item>
          ))}
        </CheckList>
        {topics.hasNextPage && (
          <Button block fill="none" loading={topics.isFetchingNextPage} onClick={() => void topics.fetchNextPage()}>
            {t('social.topicSelect.more')}
          </Button>
        )}
      </QueryState>
      <div className="stopics__bar">
        <Button fill="outline" onClick={() => navigate(TALK_RELEASE_PATH)}>
          {t('social.topicSelect.create')}
        </Button>
        <Button color="primary" onClick={confirm} data-testid="topic-select-confirm">
          {t('social.topicSelect.confirm', { count: picked.length, max: SOCIAL_LIMITS.topicsPerPost })}
        </Button>
      </div>
    </div>
  );
}
