import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { TabStrip } from '../common/tab-strip';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useSession } from '../../stores/session-store';
import { PagedList } from '../common/paged-list';
import { useLoginFirst } from '../people';
import { TOPIC_PATHS } from './paths';
import { useTopicList, type SquareTab } from './queries';
import { TopicRow } from './topic-card';
import './topics.css';

const TABS: readonly SquareTab[] = ['hot', 'new', 'followed'];

/** /pagesA/socialize/talk-square — the area's topics: hot, new, and mine followed with unread badges; create one. */
export function TalkSquarePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const token = useSession((s) => s.token);
  const loginFirst = useLoginFirst();
  const asked = search.get('tab') as SquareTab | null;
  const tab: SquareTab = asked && TABS.includes(asked) ? asked : 'hot';
  return (
    <div className="tsquare" data-testid="talk-square">
      <div className="tsquare__bar">
        <TabStrip
          className="tsquare__tabs"
          activeKey={tab}
          onChange={(key) => {
            if (key === 'followed' && !loginFirst()) return;
            setSearch({ tab: key }, { replace: true });
          }}
          items={TABS.map((k) => ({ key: k, title: <span data-testid={`square-tab-${k}`}>{t(`topics.tabs.${k}`)}</span> }))}
        />
        <Button size="mini" color="primary" shape="rounded" onClick={() => {
          if (loginFirst()) void navigate(TOPIC_PATHS.release);
        }} data-testid="square-create">
          <AddOutline /> {t('topics.create')}
        </Button>
      </div>
      {tab === 'followed' && !token ? null : <TopicList key={tab} tab={tab} />}
    </div>
  );
}

function TopicList({ tab }: { tab: SquareTab }) {
  const { t } = useTranslation();
  const list = useTopicList(tab);
  return (
    <PagedList
      query={list}
      className="tlist"
      testId={`topic-list-${tab}`}
      renderItem={(topic) => <TopicRow topic={topic} />}
      empty={{ title: tab === 'followed' ? t('topics.emptyFollowed') : t('topics.empty'), testId: 'topic-empty' }}
      noMore={t('topics.noMore')}
    />
  );
}
