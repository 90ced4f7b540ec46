import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../common/paged-list';
import { QueryState } from '../common/query-state';
import { PackageCard } from './bits';
import { visaPaths } from './paths';
import { useVisaPackages, useVisaTypes, type VisaType } from './queries';
import './visa.css';

/** `/pages/visa/list`: the visa types of the area's country, and agencies' listed packages (of the chosen type). */
export function VisaListPage() {
  const { t } = useTranslation();
  const types = useVisaTypes();
  const [typeId, setTypeId] = useState<number | null>(null);
  const packages = useVisaPackages(typeId);
  return (
    <div className="visa" data-testid="visa-list">
      <div className="visa-head">
        <h2 className="visa-h">{t('visa.list.types')}</h2>
        <Link to={`${visaPaths.customer}?tab=mine`} className="visa-link" data-testid="visa-my-applications">
          {t('visa.list.mine')}
        </Link>
      </div>
      <QueryState isPending={types.isPending} error={types.error} onRetry={() => void types.refetch()}>
        <div className="visa-types" role="group" aria-label={t('visa.list.typesHint')}>
          <TypeTile label={t('visa.list.all')} count={(types.data ?? []).reduce((n, ty) => n + ty.package_count, 0)} active={typeId === null} onClick={() => setTypeId(null)} testId="visa-type-all" />
          {(types.data ?? []).map((ty) => (
            <TypeTile key={ty.id} type={ty} label={ty.name} count={ty.package_count} active={typeId === ty.id} onClick={() => setTypeId(ty.id)} testId={`visa-type-${ty.code}`} />
          ))}
        </div>
      </QueryState>
      <h2 className="visa-h">{t('visa.list.packages')}</h2>
      <PagedList
        query={packages}
        className="visa-packages"
        testId="visa-packages"
        renderItem={(p) => <PackageCard p={p} />}
        empty={{ title: t('visa.list.empty'), text: t('visa.list.emptyText'), testId: 'visa-packages-empty' }}
        noMore={t('visa.list.noMore')}
      />
    </div>
  );
}

function TypeTile({ type, label, count, active, onClick, testId }: { type?: VisaType; label: string; count: number; active: boolean; onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`visa-type${active ? ' visa-type--on' : ''}`} aria-pressed={active} onClick={onClick} data-testid={testId}>
      <span className="visa-type__name">{label}</span>
      {type && <span className="visa-type__desc">{type.description}</span>}
      <span className="visa-type__count">{t('visa.list.count', { count })}</span>
    </button>
  );
}
