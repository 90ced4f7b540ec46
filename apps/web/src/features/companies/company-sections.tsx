import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { loginUrl } from '../../shell/navigation';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { formatAttr, ListingCardView, KINDS, paths } from '../listings';
import { CHAT_PATH } from '../listings/pages';
import { useFollow, type CompanyPageData } from './queries';
import { showToast } from '../../lib/feedback';

/* The parts of a company's page (shop-detail-page.tsx) below and beside its identity. */

type Company = CompanyPageData['company'];

/** This page's address, for coming back after logging in. */
function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** Follow / unfollow (the count changes at once); logged-out visitors are sent to log in first. */
export function FollowButton({ data }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useHere();
  const loggedIn = useSession((s) => Boolean(s.token));
  const follow = useFollow(data.company.id);
  const onFollow = async () => {
    if (!loggedIn) return navigate(loginUrl(here));
    try {
      const res = await follow.mutateAsync(!data.is_following);
      showToast({ content: res.followed ? t('companies.page.followed') : t('companies.page.unfollowed') });
    } catch {
      // rolled back; the http client showed why
    }
  };
  return (
    <button
      type="button"
      className={data.is_following ? 'cpage__follow cpage__follow--on' : 'cpage__follow'}
      onClick={() => void onFollow()}
      disabled={follow.isPending}
      aria-pressed={data.is_following}
      data-testid="company-follow"
    >
      {data.is_following ? <CheckOutline /> : <AddOutline />}
      {data.is_following ? t('companies.page.following') : t('companies.page.follow')}
    </button>
  );
}

/** Phone (or how to see it), address, hours, website, size and founding year: the rows the company filled in. */
function useContactRows(c: Company): Array<[string, ReactNode]> {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const here = useHere();
  const attrs = c as Record<string, unknown>;
  const field = (name: string) => {
    const f = KINDS.company.def.fields[name];
    return f ? formatAttr(f, attrs[name], lang, ['', '']) : '';
  };
  const website = typeof attrs.website === 'string' ? attrs.website : '';
  const contact: Array<[string, ReactNode]> = [];
  contact.push([
    t('companies.page.phone'),
    c.contact_phone ? (
      <a href={telHref(c.contact_phone)}>{c.contact_phone}</a>
    ) : c.contact_hidden === 'login' ? (
      <Link to={loginUrl(here)}>{t('companies.page.loginForPhone')}</Link>
    ) : (
      '—'
    ),
  ]);
  if (c.address || c.district_name) contact.push([t('companies.page.address'), [c.district_name, c.address].filter(Boolean).join(' · ')]);
  if (field('opening_hours')) contact.push([t('companies.page.hours'), field('opening_hours')]);
  if (website) contact.push([t('companies.page.website'), <a href={/^https?:\/\//.test(website) ? website : `https://${website}`} target="_blank" rel="noreferrer">{website}</a>]);
  if (field('size')) contact.push([t('companies.page.size'), field('size')]);
  if (field('founded')) contact.push([t('companies.page.founded'), field('founded')]);
  return contact;
}

export function ContactSection({ company }: { company: Company }) {
  const { t } = useTranslation();
  const contact = useContactRows(company);
  return (
    <section className="section">
      <div className="section__title">{t('companies.page.contact')}</div>
      <dl className="cpage__rows" data-testid="company-contact">
        {contact.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The company's open positions (a few, with a link to all of them). */
export function JobsSection({ data }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const c = data.company;
  return (
    <section className="section" data-testid="company-jobs">
      <div className="section__title section__head">
        <span>{t('companies.page.jobsCount', { count: data.jobs_total })}</span>
        {data.jobs_total > data.jobs.length && (
          <Link to={paths.list({ kind: 'job' }, { user_id: c.user.id, name: c.title })} className="section__more">
            {t('companies.page.allJobs')}
            <RightOutline />
          </Link>
        )}
      </div>
      {data.jobs.length === 0 ? (
        <div className="cpage__none muted">{t('companies.page.noJobs')}</div>
      ) : (
        <div className="llist__items llist__items--row">
          {data.jobs.map((j) => (
            <ListingCardView key={j.id} item={j} layout="row" />
          ))}
        </div>
      )}
    </section>
  );
}

/** A visitor's bar at the bottom: chat with the company, or call it (logging in first where the phone is hidden). */
export function CompanyBar({ company: c }: { company: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useHere();
  const loggedIn = useSession((s) => Boolean(s.token));
  const chatUrl = `${CHAT_PATH}?user_id=${c.user.id}&kind=company&listing_id=${c.id}`;
  return (
    <div className="bottom-bar cpage__bar">
      <button type="button" className="cpage__bar-btn" onClick={() => navigate(loggedIn ? chatUrl : loginUrl(chatUrl))} data-testid="company-chat">
        <MessageOutline /> {t('companies.page.chat')}
      </button>
      <button
        type="button"
        className="cpage__bar-btn cpage__bar-btn--primary"
        onClick={() => (c.contact_phone ? (window.location.href = telHref(c.contact_phone)) : navigate(loginUrl(here)))}
        disabled={c.contact_hidden === 'none' && !c.contact_phone}
        data-testid="company-call"
      >
        <PhoneFill /> {t('companies.page.call')}
      </button>
    </div>
  );
}
