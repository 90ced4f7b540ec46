import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { ListingCardView, useCategories, useListingList, paths } from '../listings';
import { PagedList } from '../common/paged-list';
import { MY_COMPANY_PATH } from './paths';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

export const ENTERPRISE_TYPE_PATH = '/pages/common/enterprise-type';

/** Tab 3, Merchants: company categories and the area's companies, newest first, loading more on scroll. */
export function ShopTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const cats = useCategories('company');
  const query = useMemo(() => (category ? { category_id: category } : {}) as Record<string, number>, [category]);
  const list = useListingList('company', query);
  const total = list.data?.pages[0]?.total;
  return (
    <div className="tabpage" data-testid="shop-tab">
      <header className="tabpage__head">
        <div className="tabpage__title">{t('companies.shop.title')}</div>
        <SearchBar
          placeholder={t('companies.shop.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => navigate(paths.list({ kind: 'company' }, v.trim() ? { keyword: v.trim() } : {}))}
          data-testid="shop-search"
        />
      </header>
      <div className="shoptab__entries">
        <Link to={paths.edit({ kind: 'company' })} className="shoptab__entry" data-testid="shop-register">
          <AddOutline />
          <span>{t('companies.shop.register')}</span>
        </Link>
        <Link to={ENTERPRISE_TYPE_PATH} className="shoptab__entry" data-testid="shop-directory">
          <AppstoreOutline />
          <span>{t('companies.shop.directory')}</span>
        </Link>
        <Link to={MY_COMPANY_PATH} className="shoptab__entry" data-testid="shop-mine">
          <ShopbagOutline />
          <span>{t('companies.mine.switchCompany')}</span>
        </Link>
      </div>
      {cats.data && cats.data.length > 0 && (
        <div className="llist__cats shoptab__cats" data-testid="shop-categories">
          <button type="button" className={category === null ? 'lchip lchip--on' : 'lchip'} onClick={() => setCategory(null)}>
            {t('companies.shop.all')}
          </button>
          {cats.data
            .filter((c) => c.parent_id === null)
            .map((c) => (
              <button key={c.id} type="button" className={category === c.id ? 'lchip lchip--on' : 'lchip'} onClick={() => setCategory(c.id)} data-testid={`shop-category-${c.id}`}>
                {c.name}
                {c.count > 0 ? ` ${c.count}` : ''}
              </button>
            ))}
        </div>
      )}
      <PagedList
        query={list}
        className="llist__items llist__items--row shoptab__items"
        testId="shop-items"
        renderItem={(item) => <ListingCardView item={item} layout="row" />}
        header={total !== undefined && total > 0 && <div className="llist__total">{t('companies.shop.total', { count: total })}</div>}
        empty={{ title: t('companies.shop.empty'), testId: 'shop-empty' }}
        noMore={t('companies.shop.noMore')}
      />
    </div>
  );
}
