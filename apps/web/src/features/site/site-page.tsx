import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import type { Lang, SiteArea } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { useSiteAreas } from './site-queries';
import { useSwitchSite } from './use-switch-site';
import './site.css';

export function siteAreaName(area: SiteArea, lang: Lang): string {
  return area.names[lang] || area.name || area.names.zh;
}

/** /pagesA/common/site — every site area, the current one marked. */
export function SitePage() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const currentId = useApp((s) => s.siteObj?.site_area_id);
  const q = useSiteAreas();
  const switchSite = useSwitchSite();

  return (
    <div className="site-page">
      <div className="site-page__intro">
        <h2>{t('site.pick')}</h2>
        <p className="muted">{t('site.hint')}</p>
      </div>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
        <section className="section">
          <List>
            {q.data?.map((area) => {
              const name = siteAreaName(area, lang);
              const current = area.id === currentId;
              return (
                <List.Item
                  key={area.id}
                  prefix={<span className="site-page__flag">{area.country_code}</span>}
                  description={`${area.country} · ${area.currency_symbol === area.currency ? area.currency : `${area.currency_symbol} ${area.currency}`}`}
                  extra={current ? <CheckOutline color="var(--adm-color-primary)" fontSize={18} /> : null}
                  arrowIcon={false}
                  onClick={() => void (current ? undefined : switchSite(area, name))}
                  className={current ? 'site-page__item--current' : undefined}
                  data-testid={`site-item-${area.id}`}
                  aria-current={current ? 'true' : undefined}
                >
                  {name}
                  {current && (
                    <Tag color="primary" fill="outline" className="site-page__tag">
                      {t('site.currentTag')}
                    </Tag>
                  )}
                </List.Item>
              );
            })}
          </List>
        </section>
      </QueryState>
    </div>
  );
}
