import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useGoBack } from '../../shell/navigation';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { useAreaCodes } from './site-queries';
import './site.css';

/** /pagesA/common/area-code — searchable phone area codes; picking one sets the store and goes back. */
export function AreaCodePage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const current = useApp((s) => s.areaCode);
  const [search, setSearch] = useState('');
  const q = useAreaCodes();
  const items = useMemo(() => {
    const s = search.trim().toLowerCase().replace(/^\+/, '');
    if (!s) return q.data ?? [];
    return (q.data ?? []).filter(
      (a) => a.name.toLowerCase().includes(s) || a.code.startsWith(s) || a.country_code.toLowerCase() === s,
    );
  }, [q.data, search]);

  return (
    <div className="area-code-page">
      <SearchBar placeholder={t('areaCode.searchPlaceholder')} value={search} onChange={setSearch} data-testid="area-code-search" />
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
        <List>
          {items.map((a) => (
            <List.Item
              key={`${a.country_code}-${a.code}`}
              prefix={<span className="area-code-page__flag">{a.flag}</span>}
              extra={a.code === current ? <CheckOutline color="var(--adm-color-primary)" /> : `+${a.code}`}
              arrowIcon={false}
              onClick={() => {
                useApp.getState().setAreaCode(a.code);
                goBack();
              }}
              data-testid={`area-code-item-${a.code}`}
            >
              {a.name}
            </List.Item>
          ))}
        </List>
        {items.length === 0 && <p className="muted page-pad">{t('common.empty')}</p>}
      </QueryState>
    </div>
  );
}
