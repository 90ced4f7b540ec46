import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TabStrip } from '../common/tab-strip';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import TagOutline from 'antd-mobile-icons/es/TagOutline';
import { POST_FEED_TYPES, type PostFeedType } from '@haiwai/contracts/social/constants';
import { loginUrl } from '../../shell/navigation';
import { useSession } from '../../stores/session-store';
import { EmptyBlock } from '../listings';
import { useLoginFirst } from './login-first';
import { PostFeed } from './post-feed';
import { MANAGE_PATH, RELEASE_PATH, TOPIC_SQUARE_PATH, usePostFeed } from './queries';
import './social.css';

const isFeedType = (v: string | null): v is PostFeedType => POST_FEED_TYPES.includes(v as PostFeedType);

/** Tab 2, Social: the area's posts (recommended, newest, from whom and what I follow), topics, my posts, publish. */
export function SocialFeedPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('feed');
  const type: PostFeedType = isFeedType(raw) ? raw : 'recommend';
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const publish = () => loginFirst() && navigate(RELEASE_PATH);
  return (
    <div className="sfeed-page" data-testid="social-tab">
      <div className="sfeed-page__top">
        <TabStrip
          activeKey={type}
          onChange={(k) => setSearch(k === 'recommend' ? {} : { feed: k }, { replace: true })}
          className="sfeed-page__tabs"
          items={POST_FEED_TYPES.map((k) => ({ key: k, title: <span data-testid={`feed-tab-${k}`}>{t(`social.tab.${k}`)}</span> }))}
        />
        <nav className="sfeed-page__links">
          <Link to={TOPIC_SQUARE_PATH} className="sfeed-page__link" data-testid="social-topics-link">
            <TagOutline aria-hidden="true" /> {t('social.tab.topics')}
          </Link>
          <Link to={MANAGE_PATH} className="sfeed-page__link" data-testid="social-mine-link">
            <FileOutline aria-hidden="true" /> {t('social.tab.mine')}
          </Link>
        </nav>
      </div>
      <Feed key={type} type={type} onPublish={publish} />
      <button type="button" className="sfeed-page__publish" onClick={publish} aria-label={t('social.tab.publish')} data-testid="social-publish">
        <AddOutline aria-hidden="true" />
      </button>
    </div>
  );
}

/** One feed; the following feed asks a visitor to log in (it would be empty). */
function Feed({ type, onPublish }: { type: PostFeedType; onPublish(): void }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const visitor = type === 'following' && !token;
  const query = usePostFeed(type, 0, !visitor);
  if (visitor) {
    return (
      <EmptyBlock
        title={t('social.tab.followingLogin')}
        action={{ label: t('social.tab.login'), onClick: () => navigate(loginUrl(location.pathname + location.search)) }}
        testId="feed-login"
      />
    );
  }
  const empty =
    type === 'following'
      ? { title: t('social.tab.followingEmpty'), action: { label: t('social.tab.topics'), onClick: () => navigate(TOPIC_SQUARE_PATH) }, testId: 'feed-empty' }
      : { title: t('social.tab.empty'), text: t('social.tab.emptyHint'), action: { label: t('social.tab.publish'), onClick: onPublish }, testId: 'feed-empty' };
  return <PostFeed query={query} empty={empty} testId={`feed-${type}`} />;
}
