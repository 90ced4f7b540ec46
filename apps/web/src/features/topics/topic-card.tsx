import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session-store';
import { useLoginFirst } from '../people';
import { topicPath, unreadText } from './paths';
import { useFollowTopic, type Topic } from './queries';
import { showToast } from '../../lib/feedback';

/** A topic in the square: cover, #name, counts, an unread badge (my followed tab) and the follow button. */
export function TopicRow({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = topic.unread ?? 0;
  return (
    <div className="trow" data-testid={`topic-row-${topic.id}`}>
      <button type="button" className="trow__main" onClick={() => navigate(topicPath(topic.id))}>
        <span className="trow__cover">
          {topic.cover ? <img src={imageUrl(topic.cover, { preset: 'dynamics' })} alt="" /> : <span className="trow__hash">#</span>}
          {unread > 0 && <Badge className="trow__badge" content={unreadText(unread)} data-testid={`topic-unread-${topic.id}`} />}
        </span>
        <span className="trow__text">
          <span className="trow__name">#{topic.name}</span>
          <span className="trow__desc">{topic.description || t('topics.noDescription')}</span>
          <span className="trow__meta">
            {t('topics.posts', { count: topic.post_count })} · {t('topics.followers', { count: topic.follow_count })}
            {unread > 0 && <span className="trow__new"> · {t('topics.unread', { count: unread })}</span>}
          </span>
        </span>
      </button>
      <FollowTopicButton topic={topic} size="mini" />
    </div>
  );
}

export function FollowTopicButton({ topic, size }: { topic: Topic; size: 'mini' | 'small' }) {
  const { t } = useTranslation();
  const follow = useFollowTopic();
  const loginFirst = useLoginFirst();
  const token = useSession((s) => s.token);
  const on = token ? topic.isFollowed : false;
  return (
    <Button
      size={size}
      shape="rounded"
      color="primary"
      fill={on ? 'outline' : 'solid'}
      onClick={() => {
        if (loginFirst()) follow.mutate({ id: topic.id, on: !on }, { onError: () => showToast({ content: t('topics.followFailed') }) });
      }}
      data-testid={`topic-follow-${topic.id}`}
    >
      {on ? t('topics.followed') : t('topics.follow')}
    </Button>
  );
}
