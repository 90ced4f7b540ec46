import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../common/query-state';
import { CategoryIcon, useCategories, paths } from '../listings';
import { EmptyBlock } from '../common/empty-block';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

/** /pages/common/enterprise-type: the yellow pages by type, each with its number of entries in the area. */
export function EnterpriseTypePage() {
  const { t } = useTranslation();
  const cats = useCategories('yp');
  const top = (cats.data ?? []).filter((c) => c.parent_id === null);
  return (
    <div className="ytype" data-testid="enterprise-type">
      <QueryState isPending={cats.isPending} error={cats.error} onRetry={() => void cats.refetch()}>
        {top.length === 0 ? (
          <EmptyBlock title={t('companies.directory.empty')} />
        ) : (
          <section className="section ytype__grid">
            {top.map((c) => (
              <Link key={c.id} to={paths.list({ kind: 'yp' }, { category_id: c.id })} className="ytype__item" data-testid={`enterprise-type-${c.id}`}>
                <CategoryIcon group="enterprise" name={c.name} icon={c.icon} className="ytype__icon" />
                <span className="ytype__name">{c.name}</span>
                <span className="ytype__count">{t('companies.directory.count', { count: c.count })}</span>
              </Link>
            ))}
          </section>
        )}
        <div className="ytype__actions">
          <Link to={paths.edit({ kind: 'yp' })} className="ytype__action ytype__action--primary" data-testid="enterprise-join">
            {t('companies.directory.join')}
          </Link>
          <Link to={paths.manage('yp')} className="ytype__action">
            {t('companies.directory.manage')}
          </Link>
        </div>
      </QueryState>
    </div>
  );
}
