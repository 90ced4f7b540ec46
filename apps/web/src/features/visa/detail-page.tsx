import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { Avatar } from '../common/avatar';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { useLoginFirst } from '../common/use-login-first';
import { ApplySheet } from './apply-sheet';
import { DocumentChips, StatusTag, useMoney } from './bits';
import { useVisaPackage, type VisaPackage } from './queries';
import './visa.css';

/** `/pages/visa/detail?id=`: a package — what is included, documents, steps, the agency — and applying for it. */
export function VisaDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const pkg = useVisaPackage(id);
  const { t } = useTranslation();
  return (
    <div className="visa visa--detail" data-testid="visa-detail">
      {id > 0 ? (
        <QueryState isPending={pkg.isPending} error={pkg.error} onRetry={() => void pkg.refetch()}>
          {pkg.data && <PackageDetail p={pkg.data} />}
        </QueryState>
      ) : (
        <EmptyBlock title={t('visa.detail.notFound')} testId="visa-detail-missing" />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="visa-section">
      <h2 className="visa-h">{title}</h2>
      {children}
    </section>
  );
}

function PackageDetail({ p }: { p: VisaPackage }) {
  const { t } = useTranslation();
  const money = useMoney();
  const loginFirst = useLoginFirst();
  const [applying, setApplying] = useState(false);
  return (
    <>
      <div className="visa-hero">
        <span className="visa-card__type">{p.type.name}</span>
        <h1 className="visa-hero__title" data-testid="visa-detail-title">
          {p.title}
        </h1>
        <div className="visa-hero__price">{money(p.price, p.currency)}</div>
        <dl className="visa-facts">
          <div>
            <dt>{t('visa.detail.processing')}</dt>
            <dd>{t('visa.list.days', { count: p.processing_days })}</dd>
          </div>
          <div>
            <dt>{t('visa.detail.refund')}</dt>
            <dd>{p.refund_percent > 0 ? t('visa.detail.refundPercent', { percent: p.refund_percent }) : t('visa.detail.refundNone')}</dd>
          </div>
        </dl>
        {p.status !== 'online' && (
          <p className="visa-note" role="status">
            {t('visa.detail.notListed', { status: t(`visa.pkgStatus.${p.status}`) })} {p.review_reason && t('visa.detail.reviewReason', { reason: p.review_reason })}
          </p>
        )}
        {p.summary && <p className="visa-hero__summary">{p.summary}</p>}
      </div>
      <Section title={t('visa.detail.includes')}>
        <ul className="visa-bullets" data-testid="visa-includes">
          {p.includes.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('visa.detail.documents')}>
        <DocumentChips codes={p.documents} />
      </Section>
      <Section title={t('visa.detail.steps')}>
        <ol className="visa-steps" data-testid="visa-steps">
          {p.steps.map((x, i) => (
            <li key={`${i}-${x}`}>{x}</li>
          ))}
        </ol>
      </Section>
      <Section title={t('visa.detail.agency')}>
        <Link to={`/pages/shop/detail?id=${p.company.id}`} className="visa-agency" data-testid="visa-agency">
          <Avatar src={p.company.cover} size={40} />
          <span className="visa-agency__name">{p.company.title}</span>
          <span className="visa-link">{t('visa.detail.agencyPage')}</span>
        </Link>
      </Section>
      <div className="visa-bar">
        {p.is_mine ? (
          <div className="visa-bar__own">
            <StatusTag status={p.status} kind="pkgStatus" /> {t('visa.detail.own')}
          </div>
        ) : (
          <Button block color="primary" shape="rounded" size="large" disabled={p.status !== 'online'} onClick={() => {
              if (loginFirst()) setApplying(true);
            }} data-testid="visa-apply">
            {t('visa.detail.apply')}
          </Button>
        )}
      </div>
      {applying && <ApplySheet pkg={p} visible={applying} onClose={() => setApplying(false)} />}
    </>
  );
}
