import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import type { ListingDetail } from '@haiwai/contracts/listings';
import type { Lang } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { formatAttr, useMoney, usePriceText, KINDS, isListingKind, pick, type ListingKind } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { useRelativeTime } from '../common/relative-time';
import { AdminOnly } from '../common/admin-access';
import { useAdminListing, useReviewAction, type ReviewAction } from './admin-queries';
import { correctPath } from './paths';
import { ReasonPopup } from '../common/reason-popup';
import { confirmDialog, showToast } from '../../lib/feedback';
import './admin.css';

/** manage/job/detail and manage/shop/detail: everything about one listing, and what an admin can do to it. */
export function ReviewDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const kindParam = search.get('kind') ?? '';
  const id = Number(search.get('id')) || 0;
  if (!isListingKind(kindParam) || !id) return <EmptyBlock title={t('shell.notFoundTitle')} />;
  return (
    <AdminOnly>
      <Loaded kind={kindParam} id={id} />
    </AdminOnly>
  );
}

function Loaded({ kind, id }: { kind: ListingKind; id: number }) {
  const info = useAdminListing(kind, id);
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {info.data && <Review kind={kind} item={info.data} />}
    </QueryState>
  );
}

type Ask = 'reject' | 'takeDown' | null;
type KindDef = (typeof KINDS)[ListingKind]['def'];

function Review({ kind, item }: { kind: ListingKind; item: ListingDetail }) {
  const def = KINDS[kind].def;
  return (
    <div className="admin-page review-detail" data-testid="review-detail">
      <ReviewImages images={item.images} />
      <ReviewSummary def={def} item={item} />
      <ReviewAttrs def={def} item={item} />
      <ReviewPublisher item={item} />
      <ReviewActions kind={kind} item={item} />
    </div>
  );
}

/** The pictures as thumbnails; a tap opens them full size. */
function ReviewImages({ images }: { images: string[] }) {
  const [viewer, setViewer] = useState<number | null>(null);
  return (
    <>
      <div className="review-detail__images">
        {images.map((src, i) => (
          <img key={src} src={imageUrl(src, { preset: 'searchList' })} alt="" onClick={() => setViewer(i)} />
        ))}
      </div>
      <ImageViewer.Multi images={images.map((s) => imageUrl(s))} visible={viewer !== null} defaultIndex={viewer ?? 0} onClose={() => setViewer(null)} />
    </>
  );
}

/** Kind, title, price, review and listing status, and the reason of the last decision. */
function ReviewSummary({ def, item }: { def: KindDef; item: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const priceText = usePriceText(def);
  const correct = isListingKind(item.kind) && !item.deleted ? correctPath(item.kind, item.id) : null;
  return (
    <div className="review-detail__card">
      <div className="review-detail__head">
        <div className="review-detail__kind">{pick(def.label, lang)} #{item.id}</div>
        {correct && (
          <Link className="review-detail__edit" to={correct} data-testid="review-edit">
            {t('admin.edit.open')}
          </Link>
        )}
      </div>
      <h2 className="review-detail__title">{item.title}</h2>
      {def.price && <div className="review-detail__price">{priceText(item)}</div>}
      <div className="review-row__badges">
        <span className={`review-badge review-badge--${item.review_status}`} data-testid="review-status">{t(`admin.review.${item.review_status}`)}</span>
        {item.status !== 'reviewing' && <span className="review-badge">{t(`admin.status.${item.status}`)}</span>}
        {item.deleted && <span className="review-badge review-badge--failed">{t('admin.filters.deleted')}</span>}
      </div>
      {item.review_reason && <div className="review-detail__reason">{t('admin.reason', { reason: item.review_reason })}</div>}
    </div>
  );
}

/** The kind's fields that have a value, as label and text. */
function filledAttrs(def: KindDef, item: ListingDetail, lang: Lang, yesNo: [string, string], money: (n: number) => string | null) {
  return Object.entries(def.fields)
    .map(([name, f]) => ({ name, label: pick(f.label, lang), text: formatAttr(f, (item as Record<string, unknown>)[name], lang, yesNo, money) }))
    .filter((a) => a.text);
}

function ReviewAttrs({ def, item }: { def: KindDef; item: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const money = useMoney();
  const attrs = filledAttrs(def, item, lang, [t('listing.detail.yes'), t('listing.detail.no')], (n) => money(n, def, item));
  return (
    <div className="review-detail__card">
      <dl className="review-detail__attrs">
        {item.category_name && (
          <>
            <dt>{t('listing.detail.category')}</dt>
            <dd>{item.category_name}</dd>
          </>
        )}
        {item.district_name && (
          <>
            <dt>{t('listing.detail.district')}</dt>
            <dd>{item.district_name}</dd>
          </>
        )}
        {attrs.map((a) => (
          <div key={a.name} className="review-detail__attr">
            <dt>{a.label}</dt>
            <dd>{a.text}</dd>
          </div>
        ))}
      </dl>
      <p className="review-detail__desc">{item.description}</p>
    </div>
  );
}

function ReviewPublisher({ item }: { item: ListingDetail }) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  return (
    <div className="review-detail__card">
      <div>
        {t('admin.publisher')}: {item.user.nickname} · {t('admin.submitted', { time: ago(item.updated_at) })}
      </div>
      {(item.contact_name || item.contact_phone) && (
        <div>
          {t('admin.contact')}: {[item.contact_name, item.contact_phone].filter(Boolean).join(' ')}
        </div>
      )}
      {item.address && <div>{item.address}</div>}
    </div>
  );
}

/** What an admin can do to the listing in its state; rejecting and taking down ask for a reason. */
function ReviewActions({ kind, item }: { kind: ListingKind; item: ListingDetail }) {
  const { t } = useTranslation();
  const action = useReviewAction(kind, item.id);
  const [ask, setAsk] = useState<Ask>(null);
  const live = item.status === 'online' || item.status === 'on-sale';

  const run = async (a: ReviewAction) => {
    await action.mutateAsync(a);
    setAsk(null);
    showToast({ icon: 'success', content: t(`admin.done.${a.type}`) });
  };
  const remove = async () => {
    if (await confirmDialog({ content: t('admin.removeConfirm') })) await run({ type: 'remove' });
  };

  return (
    <>
      <div className="review-detail__bar">
        {item.deleted ? (
          <Button color="primary" block onClick={() => void run({ type: 'restore' })} loading={action.isPending} data-testid="review-restore">
            {t('admin.restore')}
          </Button>
        ) : (
          <>
            {item.review_status !== 'passed' && (
              <Button color="primary" onClick={() => void run({ type: 'adopt' })} loading={action.isPending} data-testid="review-approve">
                {t('admin.approve')}
              </Button>
            )}
            {item.review_status !== 'failed' && !live && (
              <Button color="danger" fill="outline" onClick={() => setAsk('reject')} data-testid="review-reject">
                {t('admin.reject')}
              </Button>
            )}
            {live && (
              <Button color="warning" fill="outline" onClick={() => setAsk('takeDown')} data-testid="review-take-down">
                {t('admin.takeDown')}
              </Button>
            )}
            {item.status === 'off-shelf' && item.review_status === 'passed' && (
              <Button color="primary" onClick={() => void run({ type: 'putBack' })} data-testid="review-put-back">
                {t('admin.putBack')}
              </Button>
            )}
            <Button fill="none" onClick={() => void remove()} data-testid="review-remove">
              {t('admin.remove')}
            </Button>
          </>
        )}
      </div>
      <ReasonPopup
        title={t(ask === 'takeDown' ? 'admin.takeDownTitle' : 'admin.rejectTitle')}
        visible={ask !== null}
        busy={action.isPending}
        onClose={() => setAsk(null)}
        onSubmit={(reason) => void run(ask === 'takeDown' ? { type: 'takeDown', reason } : { type: 'reject', reason })}
      />
    </>
  );
}
