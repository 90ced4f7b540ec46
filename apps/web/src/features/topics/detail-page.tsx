import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { useLoginFirst } from '../people';
import { PostFeed, usePostFeed } from '../social';
import { publishInTopicPath } from './paths';
import { useBrowseTopic, useTopic, type Topic } from './queries';
import { FollowTopicButton } from './topic-card';
import './topics.css';

/** /pagesA/socialize/topic-detail?id= — a topic: cover, name, description, counts, follow, its posts, publish here. */
export function TopicDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const token = useSession((s) => s.token);
  const topic = useTopic(id);
  useBrowseTopic(topic.data ? id : 0, Boolean(token));
  if (!id) return <EmptyBlock title={t('topics.notFound')} testId="topic-missing" />;
  return (
    <QueryState isPending={topic.isPending} error={topic.error} onRetry={() => void topic.refetch()}>
      {topic.data && <TopicView topic={topic.data} />}
    </QueryState>
  );
}

function TopicView({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const posts = usePostFeed('newest', topic.id);
  return (
    <div className="tdetail" data-testid="topic-detail">
      <div className="tdetail__cover" style={topic.cover ? { backgroundImage: `url(${imageUrl(topic.cover, { preset: 'topicTop' })})` } : undefined}>
        <div className="tdetail__shade">
          <h1 className="tdetail__name" data-testid="topic-name">
            #{topic.name}
          </h1>
          <div className="tdetail__counts">
            <span data-testid="topic-post-count">
              <strong>{topic.post_count}</strong> {t('topics.postsLabel')}
            </span>
            <span data-testid="topic-follow-count">
              <strong>{topic.follow_count}</strong> {t('topics.followersLabel')}
            </span>
          </div>
        </div>
      </div>
      <div className="tdetail__info">
        <p className="tdetail__desc">{topic.description || t('topics.noDescription')}</p>
        <FollowTopicButton topic={topic} size="small" />
      </div>
      <PostFeed query={posts} pull={false} testId="topic-posts" empty={{ title: t('topics.feedEmpty'), testId: 'topic-posts-empty' }} />
      <div className="tdetail__publish">
        <Button block color="primary" shape="rounded" onClick={() => {
          if (loginFirst()) void navigate(publishInTopicPath(topic.id));
        }} data-testid="topic-publish">
          <EditSOutline /> {t('topics.publish')}
        </Button>
      </div>
    </div>
  );
}
