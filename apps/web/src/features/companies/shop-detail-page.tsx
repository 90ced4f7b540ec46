import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import Toast from 'antd-mobile/es/components/toast';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { loginUrl } from '../../app/navigation';
import { imageUrl } from '../../lib/image-url';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { QueryState } from '../common/query-state';
import { EmptyBlock, formatAttr, ListingCardView, KINDS, paths } from '../listings';
import { CHAT_PATH, listingScreen } from '../listings/pages';
import { useCompanyPage, useFollow, type CompanyPageData } from './queries';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

const YpDetail = listingScreen('company', 'detail');
export const MY_COMPANY_PATH = '/pages/shop/company';

/** /pages/shop/detail: a company's page; yellow-pages entries (`?kind=yp`) keep the generic listing detail. */
export function ShopDetailPage() {
  const [search] = useSearchParams();
  if (search.get('kind') === 'yp') return <YpDetail />;
  return <CompanyDetail id={Number(search.get('id')) || 0} />;
}

function CompanyDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const page = useCompanyPage(id);
  if (!id) return <EmptyBlock title={t('shell.notFoundTitle')} />;
  return (
    <QueryState isPending={page.isPending} error={page.error} onRetry={() => void page.refetch()}>
      {page.data && <Company data={page.data} />}
    </QueryState>
  );
}

function Company({ data }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useApp((s) => s.lang);
  const loggedIn = useSession((s) => Boolean(s.token));
  const c = data.company;
  const def = KINDS.company.def;
  const follow = useFollow(c.id);
  const here = location.pathname + location.search;
  const attrs = c as Record<string, unknown>;

  useEffect(() => {
    useApp.getState().setMeta({ title: c.title });
  }, [c.title]);
  // Browsing history, once per visit, like every listing's detail.
  const recorded = useRef(0);
  useEffect(() => {
    if (!loggedIn || c.is_owner || recorded.current === c.id) return;
    recorded.current = c.id;
    call('userVestigeSave', { body: { kind: 'company', id: c.id }, noLoading: true, silent: true }).catch(() => undefined);
  }, [loggedIn, c.id, c.is_owner]);

  const onFollow = async () => {
    if (!loggedIn) return navigate(loginUrl(here));
    try {
      const res = await follow.mutateAsync(!data.is_following);
      Toast.show({ content: res.followed ? t('companies.page.followed') : t('companies.page.unfollowed') });
    } catch {
      // rolled back; the http client showed why
    }
  };
  const chatUrl = `${CHAT_PATH}?user_id=${c.user.id}&kind=company&listing_id=${c.id}`;
  const field = (name: string) => {
    const f = def.fields[name];
    return f ? formatAttr(f, attrs[name], lang, ['', '']) : '';
  };
  const website = typeof attrs.website === 'string' ? attrs.website : '';
  const contact: Array<[string, React.ReactNode]> = [];
  contact.push([
    t('companies.page.phone'),
    c.contact_phone ? (
      <a href={`tel:${c.contact_phone.replace(/\s+/g, '')}`}>{c.contact_phone}</a>
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

  return (
    <div className="cpage" data-testid="company-page">
      <div className="cpage__banner">{c.cover && <img src={imageUrl(c.cover, { preset: 'detailBanner' }, c.site_area_id)} alt="" />}</div>
      <section className="section cpage__head">
        <div className="cpage__logo">{c.cover ? <img src={imageUrl(c.cover, { w: 120, h: 120 }, c.site_area_id)} alt="" /> : <span>{c.title.slice(0, 1)}</span>}</div>
        <div className="cpage__id">
          <h1 className="cpage__title" data-testid="company-title">
            {c.title}
          </h1>
          <div className="cpage__meta">
            {c.category_name && <span className="cpage__tag">{c.category_name}</span>}
            <span data-testid="company-followers">{t('companies.page.followers', { count: data.follower_count })}</span>
            <span>{t('companies.page.views', { count: c.view_count })}</span>
          </div>
        </div>
        {c.is_owner ? (
          <Link to={`${MY_COMPANY_PATH}?id=${c.id}`} className="cpage__follow cpage__follow--on" data-testid="company-manage">
            {t('companies.page.manage')}
          </Link>
        ) : (
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
        )}
      </section>

      <section className="section">
        <div className="section__title">{t('companies.page.about')}</div>
        <p className="cpage__about" data-testid="company-about">
          {c.description}
        </p>
      </section>

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

      <section className="section" data-testid="company-jobs">
        <div className="section__title cpage__sec">
          <span>{t('companies.page.jobsCount', { count: data.jobs_total })}</span>
          {data.jobs_total > data.jobs.length && (
            <Link to={paths.list({ kind: 'job' }, { user_id: c.user.id, name: c.title })} className="cpage__more">
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

      {data.listings.length > 0 && (
        <section className="section" data-testid="company-listings">
          <div className="section__title">{t('companies.page.listingsCount', { count: data.listings_total })}</div>
          <div className="llist__items llist__items--row">
            {data.listings.map((l) => (
              <ListingCardView key={l.id} item={l} layout="row" showKind />
            ))}
          </div>
        </section>
      )}

      {!c.is_owner && (
        <div className="cpage__bar">
          <button type="button" className="cpage__bar-btn" onClick={() => navigate(loggedIn ? chatUrl : loginUrl(chatUrl))} data-testid="company-chat">
            <MessageOutline /> {t('companies.page.chat')}
          </button>
          <button
            type="button"
            className="cpage__bar-btn cpage__bar-btn--primary"
            onClick={() => (c.contact_phone ? (window.location.href = `tel:${c.contact_phone.replace(/\s+/g, '')}`) : navigate(loginUrl(here)))}
            disabled={c.contact_hidden === 'none' && !c.contact_phone}
            data-testid="company-call"
          >
            <PhoneFill /> {t('companies.page.call')}
          </button>
        </div>
      )}
    </div>
  );
}
