import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../common/paged-list';
import { RequireLogin } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { ApplicationCard } from './application-card';
import { StatusTag, useMoney } from './bits';
import { PackageForm } from './package-form';
import { visaPaths } from './paths';
import { useApplications, useApplicationsLive, useMyPackages, type VisaPackage } from './queries';
import './visa.css';

type Tab = 'mine' | 'agency' | 'packages';
const TABS: readonly Tab[] = ['mine', 'agency', 'packages'];

/**
 * `/pages/visa/customer`: my applications (`?tab=mine`, the default), the agency's customers with their
 * applications and moves (`?tab=agency`), and the agency's packages with their review state (`?tab=packages`).
 */
export function VisaCustomerPage() {
  return (
    <RequireLogin>
      <Customer />
    </RequireLogin>
  );
}

function Customer() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'mine';
  return (
    <div className="visa" data-testid="visa-customer">
      <TabStrip<Tab>
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        className="visa-tabs"
        items={[
          { key: 'mine', title: <span data-testid="visa-tab-mine">{t('visa.customer.tabMine')}</span> },
          { key: 'agency', title: <span data-testid="visa-tab-agency">{t('visa.customer.tabAgency')}</span> },
          { key: 'packages', title: <span data-testid="visa-tab-packages">{t('visa.customer.tabPackages')}</span> },
        ]}
      />
      {tab === 'packages' ? <MyPackages /> : <Applications side={tab} />}
    </div>
  );
}

function Applications({ side }: { side: 'mine' | 'agency' }) {
  const { t } = useTranslation();
  const list = useApplications(side);
  useApplicationsLive();
  return (
    <PagedList
      query={list}
      className="visa-apps"
      testId={`visa-applications-${side}`}
      renderItem={(a) => <ApplicationCard a={a} />}
      empty={
        side === 'mine'
          ? { title: t('visa.customer.emptyMine'), text: t('visa.customer.emptyMineText'), testId: 'visa-empty-mine' }
          : { title: t('visa.customer.emptyAgency'), text: t('visa.customer.emptyAgencyText'), testId: 'visa-empty-agency' }
      }
      noMore={t('visa.customer.noMore')}
    />
  );
}

/** The agency's packages with their review state; a new one or an edit goes through the form and back to review. */
function MyPackages() {
  const { t } = useTranslation();
  const list = useMyPackages();
  const [editing, setEditing] = useState<VisaPackage | null | undefined>(undefined);
  return (
    <>
      <Button block shape="rounded" color="primary" fill="outline" className="visa-new" onClick={() => setEditing(null)} data-testid="visa-package-new">
        {t('visa.form.new')}
      </Button>
      <PagedList
        query={list}
        className="visa-apps"
        testId="visa-my-packages"
        renderItem={(p) => <MyPackage p={p} onEdit={() => setEditing(p)} />}
        empty={{ title: t('visa.customer.emptyPackages'), text: t('visa.customer.emptyPackagesText'), testId: 'visa-empty-packages' }}
        noMore={t('visa.customer.noMore')}
      />
      {editing !== undefined && <PackageForm pkg={editing} visible onClose={() => setEditing(undefined)} />}
    </>
  );
}

function MyPackage({ p, onEdit }: { p: VisaPackage; onEdit(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="visa-card" data-testid={`visa-my-package-${p.id}`}>
      <div className="visa-card__top">
        <span className="visa-card__type">{p.type.name}</span>
        <StatusTag status={p.status} kind="pkgStatus" />
      </div>
      <Link to={visaPaths.detailOf(p.id)} className="visa-card__title visa-card__title--link">
        {p.title}
      </Link>
      <div className="visa-card__meta">
        <span>{money(p.price, p.currency)}</span>
        <span>{t('visa.list.days', { count: p.processing_days })}</span>
      </div>
      {p.review_reason && <div className="visa-note">{t('visa.customer.reviewReason', { reason: p.review_reason })}</div>}
      <div className="visa-app__actions">
        <Button size="small" shape="rounded" onClick={onEdit} data-testid="visa-package-edit">
          {t('visa.form.edit')}
        </Button>
      </div>
    </div>
  );
}
