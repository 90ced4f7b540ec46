import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { TabStrip } from '../common/tab-strip';
import { useSession } from '../../stores/session-store';
import { RequireLogin } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { Avatar } from '../common/avatar';
import { profilePath, type RelationTab } from './paths';
import { useRelationAction, useRelationList, type RelationRow } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';
import './people.css';

const TABS: readonly RelationTab[] = ['following', 'fans'];

/** /pagesA/my/fans?tab=following|fans&id= — whom a person follows and their fans (no id: mine), with actions on my own. */
export function FansPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const me = useSession((s) => s.userInfo?.id ?? 0);
  const id = Number(search.get('id')) || me;
  const tab: RelationTab = search.get('tab') === 'fans' ? 'fans' : 'following';
  // Without an id the lists are mine: a visitor is asked to log in first.
  if (!id) return <RequireLogin>{null}</RequireLogin>;
  return (
    <div data-testid="fans-page">
      <TabStrip
        className="rel-tabs"
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(search);
          next.set('tab', key);
          setSearch(next, { replace: true });
        }}
        items={TABS.map((k) => ({ key: k, title: <span data-testid={`fans-tab-${k}`}>{t(`people.list.${k}`)}</span> }))}
      />
      <RelationList key={`${id}-${tab}`} owner={id} tab={tab} mine={id === me} />
    </div>
  );
}

function RelationList({ owner, tab, mine }: { owner: number; tab: RelationTab; mine: boolean }) {
  const { t } = useTranslation();
  const list = useRelationList(owner, tab);
  return (
    <PagedList
      query={list}
      className="rel-list"
      testId={`fans-list-${tab}`}
      renderItem={(row) => <Row row={row} owner={owner} tab={tab} mine={mine} />}
      empty={{ title: tab === 'fans' ? t('people.list.emptyFans') : t('people.list.emptyFollowing'), testId: 'fans-empty' }}
      noMore={t('people.noMore')}
    />
  );
}

function Row({ row, owner, tab, mine }: { row: RelationRow; owner: number; tab: RelationTab; mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSession((s) => s.userInfo?.id ?? 0);
  const act = useRelationAction(owner, tab);
  const busy = act.isPending && act.variables?.userId === row.id;
  const run = (action: 'follow' | 'unfollow' | 'remove_fan') => act.mutate({ userId: row.id, action }, { onError: () => showToast({ content: t('people.followFailed') }) });
  const confirmThen = async (content: string, confirmText: string, action: 'unfollow' | 'remove_fan') => {
    if (await confirmDialog({ content, confirmText, cancelText: t('people.cancel') })) {
      run(action);
      if (action === 'remove_fan') showToast({ content: t('people.list.removed') });
    }
  };
  const followLabel = row.isRelation ? (row.is_fan ? t('people.mutual') : t('people.followed')) : row.is_fan ? t('people.followBack') : t('people.follow');
  return (
    <div className="rel-row" data-testid={`fans-row-${row.id}`}>
      <button type="button" className="rel-row__who" onClick={() => navigate(profilePath(row.id))}>
        <Avatar src={row.avatar} size={44} />
        <span className="rel-row__text">
          <span className="rel-row__name">{row.nickname}</span>
          <span className="rel-row__bio">{row.bio || t('people.noBio')}</span>
        </span>
      </button>
      {mine && row.id !== me && (
        <span className="rel-row__btns">
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            fill={row.isRelation ? 'outline' : 'solid'}
            loading={busy}
            onClick={() =>
              row.isRelation
                ? void confirmThen(t('people.list.unfollowConfirm', { name: row.nickname }), t('people.list.unfollow'), 'unfollow')
                : run('follow')
            }
            data-testid={`fans-follow-${row.id}`}
          >
            {followLabel}
          </Button>
          {tab === 'fans' && (
            <Button
              size="mini"
              shape="rounded"
              fill="outline"
              onClick={() => void confirmThen(t('people.list.removeConfirm', { name: row.nickname }), t('people.list.remove'), 'remove_fan')}
              data-testid={`fans-remove-${row.id}`}
            >
              {t('people.list.remove')}
            </Button>
          )}
        </span>
      )}
    </div>
  );
}
