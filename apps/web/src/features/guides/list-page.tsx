import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import { GUIDE_LANGUAGES } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { PagedList } from '../common/paged-list';
import { TabStrip } from '../common/tab-strip';
import { pick, PublishButton, useDistricts, useListingList } from '../listings';
import { GuideCard } from './guide-bits';
import '../listings/listings.css';
import './guides.css';

type Role = 'all' | 'guide' | 'translator';
type Sort = 'newest' | 'rating' | 'price_asc';
const SORTS: Sort[] = ['newest', 'rating', 'price_asc'];
const SORT_WORD: Record<Sort, string> = { newest: 'guides.list.sortNewest', rating: 'guides.list.sortRating', price_asc: 'guides.list.sortPrice' };

/**
 * Guides and translators of the area: role tabs, language and district, sorted by newest, rating or price; each
 * card opens `detailPath`. The same list serves `/pages/translate/list` and the city walk's local guides.
 */
export function GuideList({ detailPath, heading, roles = 'all' }: { detailPath: string; heading?: string; roles?: Role }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const districts = useDistricts();
  const [role, setRole] = useState<Role>(roles);
  const [language, setLanguage] = useState('');
  const [district, setDistrict] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [wellRated, setWellRated] = useState(false);
  const query: Record<string, string | number> = { sort };
  if (role !== 'all') query.roles = role;
  if (language) query.languages = language;
  if (district) query.district_id = Number(district);
  if (wellRated) query.rating_min = 4;
  const list = useListingList('guide', query);
  return (
    <div className="gd-list" data-testid="guide-list-page">
      {heading && <h1 className="gd-list__heading">{heading}</h1>}
      <TabStrip
        activeKey={role}
        onChange={setRole}
        items={(['all', 'guide', 'translator'] as Role[]).map((k) => ({ key: k, title: <span data-testid={`guide-role-${k}`}>{t(`guides.list.${k}`)}</span> }))}
      />
      <div className="gd-filters">
        <select aria-label={t('guides.list.anyLanguage')} value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="guide-filter-language">
          <option value="">{t('guides.list.anyLanguage')}</option>
          {Object.entries(GUIDE_LANGUAGES).map(([key, label]) => (
            <option key={key} value={key}>
              {pick(label, lang)}
            </option>
          ))}
        </select>
        <select aria-label={t('listing.filter.district')} value={district} onChange={(e) => setDistrict(e.target.value)} data-testid="guide-filter-district">
          <option value="">{t('listing.filter.district')}</option>
          {(districts.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <button type="button" className={`gd-sort${wellRated ? ' gd-sort--on' : ''}`} aria-pressed={wellRated} onClick={() => setWellRated((v) => !v)} data-testid="guide-filter-rating">
          {t('guides.list.wellRated')}
        </button>
        <div className="gd-sorts" role="group">
          {SORTS.map((s) => (
            <button key={s} type="button" className={`gd-sort${s === sort ? ' gd-sort--on' : ''}`} aria-pressed={s === sort} onClick={() => setSort(s)} data-testid={`guide-sort-${s}`}>
              {t(SORT_WORD[s])}
            </button>
          ))}
        </div>
      </div>
      <PagedList
        query={list}
        className="gd-list__items"
        testId="guide-list"
        renderItem={(item) => <GuideCard item={item} detailPath={detailPath} />}
        empty={{ title: t('guides.list.empty'), text: t('guides.list.emptyText'), testId: 'guide-list-empty' }}
        noMore={t('guides.list.noMore')}
      />
      <PublishButton label={t('guides.list.become')} onClick={() => navigate(GUIDE_PATHS.register)} testId="guide-become" mine="guide" />
    </div>
  );
}

/** `/pages/translate/list`. */
export const GuideListPage = () => <GuideList detailPath={GUIDE_PATHS.detail} />;
