import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '../common/tab-strip';
import { JOB_APPLICATION_STATUSES, type Lang } from '../../lib/contracts';
import { formatAttr, useMoney, KINDS } from '../listings';
import { useRelativeTime } from '../common/relative-time';
import type { Application, ApplicationStatus } from './queries';

/** The status chip of an application. */
export function StatusChip({ status }: { status: Application['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`jstatus jstatus--${status}`} data-testid="application-status">
      {t(`jobs.status.${status}`)}
    </span>
  );
}

/** The application status the address asks for (`?status=`), if it is one. */
export function statusParam(search: URLSearchParams): ApplicationStatus | undefined {
  const value = search.get('status') as ApplicationStatus | null;
  return value && JOB_APPLICATION_STATUSES.includes(value) ? value : undefined;
}

/** "All" and a tab per application status (both sides' lists); each label's test id is `<testIdPrefix>-<key>`. */
export function StatusTabs({ status, onChange, testIdPrefix }: { status?: ApplicationStatus; onChange(key: string): void; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <TabStrip
      activeKey={status ?? 'all'}
      onChange={onChange}
      className="jdelivery__tabs"
      items={[
        { key: 'all', title: <span data-testid={`${testIdPrefix}-all`}>{t('jobs.delivery.all')}</span> },
        ...JOB_APPLICATION_STATUSES.map((s) => ({ key: s, title: <span data-testid={`${testIdPrefix}-${s}`}>{t(`jobs.status.${s}`)}</span> })),
      ]}
    />
  );
}

/** "Gender · age · education · experience" of the resume sent, in the current language. */
export function resumeFacts(a: Application, lang: Lang, ageText: (age: number) => string): string {
  const f = KINDS.jobHunt.def.fields;
  const parts = [
    a.resume.gender && f.gender ? formatAttr(f.gender, a.resume.gender, lang, ['', '']) : '',
    a.resume.age !== null ? ageText(a.resume.age) : '',
    a.resume.education && f.education ? formatAttr(f.education, a.resume.education, lang, ['', '']) : '',
    a.resume.experience && f.experience ? formatAttr(f.experience, a.resume.experience, lang, ['', '']) : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A position's salary range as its card writes it ("1500万–2000万 ₫/月"), through the listings' one money formatter. */
export function useSalary() {
  const money = useMoney();
  const def = KINDS.job.def;
  return (job: Application['job']): string => money(job.price, def, job, job.salary_max) ?? '';
}

/** The frame every application card shares: head (who / what and the status), body, actions. */
export function ApplicationFrame({ a, head, children, actions }: { a: Application; head: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  const ago = useRelativeTime();
  return (
    <div className="japp" data-testid={`application-${a.id}`}>
      <div className="japp__head">
        <div className="japp__who">{head}</div>
        <StatusChip status={a.status} />
      </div>
      {children}
      <div className="japp__time muted">{ago(a.created_at)}</div>
      {actions && <div className="card-actions japp__actions">{actions}</div>}
    </div>
  );
}
