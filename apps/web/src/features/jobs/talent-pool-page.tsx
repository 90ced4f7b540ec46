import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import UnlockOutline from 'antd-mobile-icons/es/UnlockOutline';
import type { ListingCard } from '@haiwai/contracts/listings';
import { loginUrl } from '../../shell/navigation';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { CategoryChips, FilterBar, filtersFromSearch, filtersToSearch, patchFilters, toApiQuery, type FilterState, ListingCardView, PublishButton, flattenPages, useCategories, useListingList, KINDS, pick, countText } from '../listings';
import { PagedList } from '../common/paged-list';
import { useConfirmedUnlock } from './confirm-unlock';
import { dayOf, JOB_PATHS, useUnlockState, type UnlockState } from './queries';
import '../listings/listings.css';
import './jobs.css';

const NO_FIXED: Record<string, string> = {};
const SCOPE = { kind: 'jobHunt' as const };

/**
 * The talent pool: job-hunt profiles of the area with the declared filters, each with an unlock button for its
 * contact details (or "view contact" once open), and this month's remaining unlocks on top.
 */
export function TalentPoolPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useApp((s) => s.lang);
  const loggedIn = useSession((s) => Boolean(s.token));
  const [search, setSearch] = useSearchParams();
  const { def } = KINDS.jobHunt;
  const state = useMemo(() => filtersFromSearch(def, search, NO_FIXED), [def, search]);
  const query = useMemo(() => toApiQuery(def, state, NO_FIXED), [def, state]);
  const list = useListingList('jobHunt', query);
  const categories = useCategories('jobHunt');
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  const items = flattenPages(list.data);
  const unlock = useUnlockState(items.map((i) => i.id));
  const total = list.data?.pages[0]?.total;
  const change = (next: FilterState) => setSearch(filtersToSearch(next, {}), { replace: true });

  return (
    <div className="llist jpool" data-testid="talent-pool">
      <div className="llist__head">
        <QuotaBanner state={unlock.data} loggedIn={loggedIn} onLogin={() => navigate(loginUrl(location.pathname + location.search))} />
        <SearchBar
          placeholder={t('listing.searchPlaceholder', { kind: pick(def.label, lang) })}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => change(patchFilters(state, { keyword: v.trim() }))}
          onClear={() => change(patchFilters(state, { keyword: '' }))}
          data-testid="pool-search"
        />
        <CategoryChips categories={categories.data} chosen={state.category_id} onChoose={(id) => change(patchFilters(state, { category_id: id }))} allLabel={t('jobs.pool.all')} testId="pool-categories" />
        <FilterBar def={def} state={state} fixed={NO_FIXED} onChange={change} />
      </div>
      <PagedList
        query={list}
        onRefresh={() => Promise.all([list.refetch(), unlock.refetch()])}
        className="llist__items llist__items--row"
        testId="pool-items"
        renderItem={(item) => <ListingCardView item={item} scope={SCOPE} footer={<UnlockFooter item={item} state={unlock.data} loggedIn={loggedIn} />} />}
        header={total !== undefined && total > 0 && <div className="llist__total">{t('listing.total', { count: total, shown: countText(total, list.data?.pages[0]?.total_capped) })}</div>}
        empty={{ title: t('jobs.pool.empty'), action: Object.keys(state).length ? { label: t('listing.clearFilters'), onClick: () => change({}) } : undefined, testId: 'pool-empty' }}
        noMore={t('jobs.pool.noMore')}
      />
      <PublishButton label={t('jobs.pool.postResume')} onClick={() => navigate(JOB_PATHS.resumeEdit)} testId="pool-post-resume" />
    </div>
  );
}

function QuotaBanner({ state, loggedIn, onLogin }: { state?: UnlockState; loggedIn: boolean; onLogin(): void }) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <div className="jquota" data-testid="pool-quota">
        <LockOutline />
        <span className="jquota__text">{t('jobs.pool.quotaLogin')}</span>
        <button type="button" className="jquota__action" onClick={onLogin}>
          {t('jobs.pool.login')}
        </button>
      </div>
    );
  }
  if (!state) return <div className="jquota jquota--empty" />;
  return <QuotaLine quota={state.quota} />;
}

/** This month's free unlocks; when they are gone, the views bought (or a link to buy some). */
function QuotaLine({ quota: q }: { quota: UnlockState['quota'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={`jquota${q.remaining ? '' : ' jquota--out'}`} data-testid="pool-quota">
      <UnlockOutline />
      <span className="jquota__text" data-testid="pool-quota-text">
        {t('jobs.pool.quota', { remaining: q.remaining, limit: q.limit })}
      </span>
      <span className="jquota__reset">{t('jobs.pool.quotaReset', { date: dayOf(q.resets_at) })}</span>
      {!q.remaining && (
        <button type="button" className="jquota__action" onClick={() => navigate(PROMOTION_PATHS.numberBuy)} data-testid="pool-buy-counts">
          {q.balance ? t('jobs.pool.balance', { balance: q.balance }) : t('jobs.resume.buyMore')}
        </button>
      )}
    </div>
  );
}

function UnlockFooter({ item, state, loggedIn }: { item: ListingCard; state?: UnlockState; loggedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const unlock = useConfirmedUnlock();
  const me = useSession((s) => s.userInfo?.id);
  if (me && item.user.id === me) return null;
  const open = Boolean(state?.unlocked.includes(item.id));
  const detail = `${JOB_PATHS.resumeDetail}?id=${item.id}`;
  const onUnlock = async () => {
    if (!loggedIn) return navigate(loginUrl(location.pathname + location.search));
    if (state) await unlock.confirmAndUnlock(item.id, state.quota.remaining, state.quota.balance);
  };
  const out = Boolean(state && state.quota.remaining <= 0 && state.quota.balance <= 0);
  return (
    <div className="jpool__foot">
      {open ? (
        <button type="button" className="jpool__btn jpool__btn--open" onClick={() => navigate(detail)} data-testid={`pool-contact-${item.id}`}>
          <UnlockOutline /> {t('jobs.resume.viewContact')}
        </button>
      ) : (
        <button type="button" className="jpool__btn" disabled={unlock.isPending || (loggedIn && (!state || out))} onClick={() => void onUnlock()} data-testid={`pool-unlock-${item.id}`}>
          <LockOutline /> {t('jobs.resume.unlock')}
        </button>
      )}
    </div>
  );
}
