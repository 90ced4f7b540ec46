import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQuery } from '@tanstack/react-query';
import { GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import type { ListingCard, ListingDetail } from '@haiwai/contracts/listings';
import { showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { AdminOnly, useAdminAreas } from '../admin';
import { AreaPicker, ReviewDetailPage, ReviewQueue } from '../admin/pages';
import { QueryState } from '../common/query-state';
import './guides.css';

const isTranslator = (item: ListingCard) => Array.isArray(item.roles) && item.roles.includes('translator');

/** The area's review of guide profiles (`guide`) or of those naming the translator role (`translate`). */
function Queue({ translators }: { translators: boolean }) {
  const { t } = useTranslation();
  const mine = useAdminAreas();
  const [area, setArea] = useState(mine.length === 1 ? mine[0]! : 0);
  return (
    <AdminOnly>
      <div className="admin-page" data-testid={translators ? 'guide-admin-translators' : 'guide-admin-guides'}>
        <h1 className="gd-list__heading">{translators ? t('guides.admin.translators') : t('guides.admin.guides')}</h1>
        <AreaPicker value={area} onChange={setArea} />
        <ReviewQueue key={area} kinds={['guide']} area={area} only={translators ? isTranslator : undefined} />
      </div>
    </AdminOnly>
  );
}

/** /pagesA/manage/guide-translate/guide */
export const GuideQueuePage = () => <Queue translators={false} />;
/** /pagesA/manage/guide-translate/translate */
export const TranslatorQueuePage = () => <Queue translators />;

/** /pagesA/manage/guide-translate/guide-detail?id=: the review detail (approve, reject, take down…) and a link to edit. */
export function GuideReviewDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  return (
    <>
      {/* Above the review, not after it: below, it sat under the review's fixed action bar, out of reach. */}
      {id > 0 && (
        <div className="gd-section">
          <Link className="gd-btn gd-btn--ghost" to={`${GUIDE_PATHS.adminEdit}?id=${id}`} data-testid="guide-admin-edit-link">
            {t('guides.admin.openEdit')}
          </Link>
        </div>
      )}
      <ReviewDetailPage />
    </>
  );
}

/** The fields of a save body, as the detail carries them (the admin's save is a whole edit). */
const SAVE_KEYS = ['title', 'description', 'price', 'price_unit', 'category_id', 'district_id', 'tags', 'images', 'address', 'latitude', 'longitude', 'contact_name', 'contact_phone', 'lang_type', 'roles', 'languages', 'cities', 'services', 'rate_day', 'experience_years'];
const saveBody = (d: ListingDetail, patch: Record<string, unknown>) => ({ ...Object.fromEntries(SAVE_KEYS.filter((k) => d[k] !== undefined && d[k] !== null).map((k) => [k, d[k]])), ...patch, id: d.id });

/** /pagesA/manage/guide-translate/edit?id=: an admin corrects a profile's name, intro and rates (audited as listing.edit). */
export function GuideAdminEditPage() {
  return (
    <AdminOnly>
      <AdminEdit />
    </AdminOnly>
  );
}

/** Read only once the admin check passed: a visitor asks nothing of the admin calls. */
function AdminEdit() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useQuery({ queryKey: ['guides', 'admin', id], enabled: id > 0, queryFn: () => call('guideAdminInfo', { params: { id }, noLoading: true }) });
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {info.data && <EditForm detail={info.data} onSaved={() => void info.refetch()} />}
    </QueryState>
  );
}

function EditForm({ detail, onSaved }: { detail: ListingDetail; onSaved(): void }) {
  const { t } = useTranslation();
  const [f, setF] = useState({ title: detail.title, description: detail.description, price: String(detail.price ?? ''), rate_day: String(detail.rate_day ?? '') });
  const [busy, setBusy] = useState(false);
  useEffect(() => setF({ title: detail.title, description: detail.description, price: String(detail.price ?? ''), rate_day: String(detail.rate_day ?? '') }), [detail]);
  const save = async () => {
    setBusy(true);
    try {
      await call('guideAdminSave', { body: saveBody(detail, { title: f.title.trim(), description: f.description.trim(), price: Number(f.price), rate_day: f.rate_day ? Number(f.rate_day) : null }) });
      showToast({ icon: 'success', content: t('guides.admin.saved') });
      onSaved();
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="gd-section" data-testid="guide-admin-edit">
      <h1 className="gd-list__heading">{t('guides.admin.edit')}</h1>
      <label className="gd-field">
        <span>{t('guides.admin.title')}</span>
        <input value={f.title} onChange={(e) => setF({ ...f, title: e.target.value })} data-testid="guide-admin-title" />
      </label>
      <div className="gd-field">
        {/* antd-mobile puts aria-* on its wrapper, not on the textarea: label it through its id */}
        <label htmlFor="gd-admin-desc">{t('guides.admin.description')}</label>
        <TextArea id="gd-admin-desc" value={f.description} onChange={(description) => setF({ ...f, description })} rows={5} />
      </div>
      <div className="gd-row2">
        <label className="gd-field">
          <span>{t('guides.admin.price')}</span>
          <input inputMode="decimal" value={f.price} onChange={(e) => setF({ ...f, price: e.target.value })} />
        </label>
        <label className="gd-field">
          <span>{t('guides.admin.rateDay')}</span>
          <input inputMode="decimal" value={f.rate_day} onChange={(e) => setF({ ...f, rate_day: e.target.value })} />
        </label>
      </div>
      <Button block color="primary" loading={busy} onClick={() => void save()} data-testid="guide-admin-save">
        {t('guides.admin.save')}
      </Button>
    </div>
  );
}
