import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { QueryState } from '../common/query-state';
import { isListingKind, KINDS, paths, pick } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { formatMinorAmount } from '../../lib/money';
import { usePay } from '../payments';
import { FreeTopDays } from './free-top';
import { PackageCards, PayBar } from './package-cards';
import { useTopListings, useTopPackages, type TopListing } from './queries';
import './promotion.css';

/** `/pagesA/common/top-up?kind=&id=`: pick one of my live listings and a package of days, then pay. */
export const TopUpPage = loginOnly(TopUp);

function TopUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const pay = usePay();
  const [search] = useSearchParams();
  const kindParam = search.get('kind') ?? '';
  const idParam = Number(search.get('id')) || 0;
  const listings = useTopListings();
  const packages = useTopPackages();
  const [picked, setPicked] = useState<string | null>(isListingKind(kindParam) && idParam ? `${kindParam}:${idParam}` : null);
  const [pkgId, setPkgId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const listing = listings.data?.find((l) => `${l.kind}:${l.id}` === picked) ?? null;
  // The listing the manage screen sent us here with comes first (the rest keep the server's order).
  const preset = isListingKind(kindParam) && idParam ? `${kindParam}:${idParam}` : null;
  const ordered = [...(listings.data ?? [])].sort((x, y) => Number(`${y.kind}:${y.id}` === preset) - Number(`${x.kind}:${x.id}` === preset));
  const chosenPkg = packages.data?.find((p) => p.id === pkgId) ?? null;
  const onPay = async () => {
    if (!listing || !chosenPkg) return;
    setBusy(true);
    try {
      pay(await call('dataTopConfigPay', { body: { config_id: chosenPkg.id, listing_kind: listing.kind, listing_id: listing.id } }));
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="promo" data-testid="top-up-page">
      <button type="button" className="promo-link" onClick={() => navigate(PROMOTION_PATHS.topUpList)} data-testid="top-up-orders">
        <span>{t('promotion.top.myOrders')}</span>
        <RightOutline />
      </button>
      <section className="promo-section">
        <h3 className="promo-section__title">{t('promotion.top.listing')}</h3>
        <QueryState isPending={listings.isPending} error={listings.error} onRetry={() => void listings.refetch()}>
          {listings.data?.length ? (
            <div className="promo-listings" role="radiogroup" data-testid="top-up-listings">
              {ordered.map((l) => (
                <ListingChoice key={`${l.kind}:${l.id}`} item={l} on={`${l.kind}:${l.id}` === picked} onPick={() => setPicked(`${l.kind}:${l.id}`)} />
              ))}
            </div>
          ) : (
            <EmptyBlock title={t('promotion.top.noListings')} action={{ label: t('promotion.top.publish'), onClick: () => navigate(paths.edit({ kind: isListingKind(kindParam) ? kindParam : 'housing' })) }} />
          )}
        </QueryState>
      </section>
      <FreeTopDays listing={listing} />
      <section className="promo-section">
        <h3 className="promo-section__title">{t('promotion.top.package')}</h3>
        <QueryState isPending={packages.isPending} error={packages.error} onRetry={() => void packages.refetch()}>
          <PackageCards
            items={packages.data ?? []}
            selected={pkgId}
            onSelect={setPkgId}
            testId="top-package"
            render={(p) => ({
              head: t('promotion.top.days', { count: p.days }),
              price: formatMinorAmount(p.amount, p.currency, lang),
              note: t('promotion.top.perDay', { price: formatMinorAmount(Math.round(p.amount / p.days), p.currency, lang) }),
            })}
          />
        </QueryState>
        {listing && listing.days_left > 0 && <p className="promo-hint">{t('promotion.top.extendHint')}</p>}
      </section>
      <PayBar
        testId="top-up-pay"
        disabled={!listing || !chosenPkg || busy}
        hint={!listing || !chosenPkg ? t('promotion.top.choose') : `${pick(KINDS[listing.kind].def.label, lang)} · ${listing.title}`}
        label={chosenPkg ? t('promotion.top.pay', { price: formatMinorAmount(chosenPkg.amount, chosenPkg.currency, lang) }) : t('promotion.top.buy')}
        onPay={() => void onPay()}
      />
    </div>
  );
}

/** One of my listings as a radio row: cover, kind, title, how long it stays on top. */
export function ListingChoice({ item, on, onPick }: { item: TopListing; on?: boolean; onPick?(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const cover = imageUrl(item.cover, { w: 120, h: 90 });
  const body = (
    <>
      <span className="promo-listing__cover">{cover ? <img src={cover} alt="" loading="lazy" /> : null}</span>
      <span className="promo-listing__text">
        <span className="promo-listing__title">{item.title}</span>
        <span className="promo-listing__meta">
          <span className="promo-kind">{pick(KINDS[item.kind].def.label, lang)}</span>
          <span className={item.days_left > 0 ? 'promo-ontop' : 'muted'}>{item.days_left > 0 ? t('promotion.top.onTopLeft', { count: item.days_left }) : t('promotion.top.notOnTop')}</span>
        </span>
      </span>
    </>
  );
  if (!onPick) return <div className="promo-listing">{body}</div>;
  return (
    <button type="button" role="radio" aria-checked={Boolean(on)} className={`promo-listing promo-listing--pick${on ? ' promo-listing--on' : ''}`} onClick={onPick} data-testid={`top-up-listing-${item.kind}-${item.id}`}>
      {body}
    </button>
  );
}
