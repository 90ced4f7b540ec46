import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TabStrip } from '../common/tab-strip';
import type { ListingCard, ListingStatus } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { PublishButton } from './list-controls';
import { ListingCardView } from './listing-card';
import { OwnerActions, StatusBadges } from './owner-actions';
import { PagedList } from '../common/paged-list';
import { useUserListings } from './queries';
import { KINDS, paths, pick, type ListingKind, type ListingScope } from './registry';
import './listings.css';

type Tab = 'all' | 'live' | 'reviewing' | 'offline' | 'sold';
const TABS: Tab[] = ['all', 'live', 'reviewing', 'offline', 'sold'];

/** The status a tab asks the server for; "live" is the kind's own live word (online or on-sale). */
export function tabStatus(kind: ListingKind, tab: Tab): ListingStatus | undefined {
  if (tab === 'all') return undefined;
  if (tab === 'live') return KINDS[kind].def.liveStatus;
  return tab;
}

/** My listings of one kind by status, each with its review state, expiry and the actions `can` allows. */
export const ManagePage = loginOnly(Manage);

function Manage({ scope }: { scope: ListingScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const [search, setSearch] = useSearchParams();
  const def = KINDS[scope.kind].def;
  const tab = (TABS as string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'all';
  const tabs = def.sold ? TABS : TABS.filter((x) => x !== 'sold');
  const list = useUserListings(scope.kind, null, tabStatus(scope.kind, tab));

  const setTab = (next: string) => {
    const q = new URLSearchParams(search);
    if (next === 'all') q.delete('tab');
    else q.set('tab', next);
    setSearch(q, { replace: true });
  };

  return (
    <div className="lmanage" data-testid={`listing-manage-${scope.kind}`}>
      <TabStrip
        activeKey={tab}
        onChange={setTab}
        className="lmanage__tabs"
        items={tabs.map((x) => ({
          key: x,
          title: <span data-testid={`manage-tab-${x}`}>{x === 'sold' && def.sold ? pick(def.sold, lang) : t(`listing.manage.tabs.${x}`)}</span>,
        }))}
      />
      <PagedList
        query={list}
        className="lmanage__items"
        testId="manage-items"
        renderItem={(item) => <ManageItem scope={scope} item={item} />}
        empty={{ title: t('listing.manage.empty'), action: { label: t('listing.manage.publishFirst'), onClick: () => navigate(paths.edit(scope)) } }}
        noMore={t('listing.noMore')}
      />
      <PublishButton label={t('listing.publish')} onClick={() => navigate(paths.edit(scope))} testId="manage-publish" />
    </div>
  );
}

/**
 * One of my listings. The owner's list carries, per card, the review state, rejection reason, expiry and the
 * actions the server allows (`owner`), so the screen makes no request per card.
 */
function ManageItem({ scope, item }: { scope: ListingScope; item: ListingCard }) {
  const { t } = useTranslation();
  const owner = item.owner;
  const life = { ...item, review_reason: owner?.review_reason ?? null, expires_at: owner?.expires_at ?? null };
  return (
    <div className="lmanage__item" data-testid={`manage-item-${item.id}`}>
      <ListingCardView item={item} scope={scope} layout="row" />
      <div className="lmanage__foot">
        <StatusBadges scope={scope} item={life} />
        <div className="lmanage__stats muted">
          <span>{t('listing.manage.views', { count: item.view_count })}</span>
          <span>{t('listing.manage.collects', { count: item.collect_count })}</span>
        </div>
        {owner && <OwnerActions scope={scope} id={item.id} can={owner.can} top={item.status === 'online' || item.status === 'on-sale'} />}
      </div>
    </div>
  );
}
