import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { QueryState } from '../common/query-state';
import { ListingCardView, LogoCover } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { listingScreen } from '../listings/pages';
import { VerifiedBusinessMark } from './verified-mark';
import { TrustTiers } from '../common/trust-tiers';
import { CompanyIdentity } from './company-identity';
import { CompanyBar, ContactSection, FollowButton, JobsSection } from './company-sections';
import { useCompanyPage, type CompanyPageData } from './queries';
import { MY_COMPANY_PATH } from './paths';
// The listing cards and chips are styled by the listing screens' sheet.
import '../listings/listings.css';
import './companies.css';

const YpDetail = listingScreen('company', 'detail');

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

/** The page's title is the company's name; a logged-in visitor's view goes into their history, once per visit. */
function useCompanyVisit(c: CompanyPageData['company']) {
  const loggedIn = useSession((s) => Boolean(s.token));
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
}

function Company({ data }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const c = data.company;
  useCompanyVisit(c);
  return (
    <div className="cpage" data-testid="company-page">
      <CompanyBanner company={c} />
      <section className="section cpage__head">
        <CompanyIdentity company={c} heading titleTestId="company-title">
          {data.verified && <VerifiedBusinessMark />}
          <TrustTiers tiers={c.user.tiers} testId="company-tiers" />
          <span data-testid="company-followers">{t('companies.page.followers', { count: data.follower_count })}</span>
          <span>{t('companies.page.views', { count: c.view_count })}</span>
        </CompanyIdentity>
        {c.is_owner ? (
          <Link to={`${MY_COMPANY_PATH}?id=${c.id}`} className="cpage__follow cpage__follow--on" data-testid="company-manage">
            {t('companies.page.manage')}
          </Link>
        ) : (
          <FollowButton data={data} />
        )}
      </section>

      <section className="section">
        <div className="section__title">{t('companies.page.about')}</div>
        <p className="cpage__about" data-testid="company-about">
          {c.description}
        </p>
      </section>

      <ContactSection company={c} />
      <JobsSection data={data} />

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

      {!c.is_owner && <CompanyBar company={c} />}
    </div>
  );
}

/**
 * The banner: the company's first photo after its logo (its shop front, its office), else its logo composed
 * on a blurred tint (the head below shows the logo and the name) — never the logo blown up to the banner.
 */
function CompanyBanner({ company: c }: { company: CompanyPageData['company'] }) {
  const photo = c.images[1];
  return (
    <div className="cpage__banner" data-testid="company-banner">
      {photo ? <img src={imageUrl(photo, { preset: 'detailBanner' }, c.site_area_id)} alt="" /> : c.cover ? <LogoCover src={c.cover} /> : null}
    </div>
  );
}
