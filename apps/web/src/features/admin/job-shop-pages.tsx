import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Switch from 'antd-mobile/es/components/switch';
import { useQueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingSaveBody } from '@haiwai/contracts/listings';
import type { JobOwner } from '@haiwai/contracts/jobs';
import { showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { AdminOnly, useAdminAreas } from '../common/admin-access';
import { useContentScope } from '../common/content-scope';
import { EmptyBlock } from '../common/empty-block';
import { FieldInput } from '../common/field-input';
import { QueryState } from '../common/query-state';
import { KINDS, isListingKind, kindCall, listingKeys, pick, type ListingKind } from '../listings';
import { ListingForm } from '../listings/pages';
import { useSiteAreas } from '../site';
import { adminKeys, useAdminListing } from './admin-queries';
import { JOB_REVIEW_KINDS, SHOP_REVIEW_KINDS, reviewDetailPath } from './paths';
import './admin.css';

/*
 * The spec's phone admin screens for jobs and companies (docs/jobs.md, "Admin corrections"): an area admin corrects
 * a listing of their area with the owner's own form and checks (`<kind>AdminSave` with its id, audited), or posts a
 * job for a member found by phone (`jobAdminSave` with `user_id`, in the member's name, under their company).
 */

/** /pagesA/manage/job/edit?kind=job&id=: a job (or a resume, a talent profile) corrected by the area's admin. */
export const ManageJobEditPage = () => <CorrectPage kinds={JOB_REVIEW_KINDS} fallback="job" />;
/** /pagesA/manage/shop/edit?kind=company&id=: a company (or a yellow-pages entry) corrected by the area's admin. */
export const ManageShopEditPage = () => <CorrectPage kinds={SHOP_REVIEW_KINDS} fallback="company" />;

function CorrectPage({ kinds, fallback }: { kinds: readonly ListingKind[]; fallback: ListingKind }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('kind') ?? fallback;
  const id = Number(search.get('id')) || 0;
  if (!isListingKind(asked) || !kinds.includes(asked) || !id) return <EmptyBlock title={t('admin.edit.wrongKind')} testId="admin-edit-wrong" />;
  return (
    <AdminOnly>
      <CorrectLoader kind={asked} id={id} />
    </AdminOnly>
  );
}

/** Read only once the admin check passed: a visitor asks nothing of the admin calls. */
function CorrectLoader({ kind, id }: { kind: ListingKind; id: number }) {
  const info = useAdminListing(kind, id);
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {info.data && <CorrectForm kind={kind} detail={info.data} />}
    </QueryState>
  );
}

function CorrectForm({ kind, detail }: { kind: ListingKind; detail: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const done = useAdminSaved(kind);
  const save = async (body: ListingSaveBody, saved: () => void) => {
    const out = await call(kindCall(kind, 'adminSave'), { body });
    saved();
    done(out, t('admin.edit.saved'));
  };
  return (
    <div className="admin-page admin-edit" data-testid="admin-edit">
      <div className="review-detail__card">
        <h1 className="admin-edit__heading">{t('admin.edit.heading', { kind: pick(KINDS[kind].def.label, lang), id: detail.id })}</h1>
        <div>{t('admin.edit.owner', { name: detail.user.nickname })}</div>
        <div className="admin-edit__hint">{t('admin.edit.rules')}</div>
      </div>
      <ListingForm scope={{ kind }} detail={detail} draftKey={`admin:${kind}:${detail.id}`} submitLabel={t('admin.edit.submit')} onSave={save} />
    </div>
  );
}

/** After an admin's save: the queues and the listing's screens refresh, and the admin's detail of it opens. */
function useAdminSaved(kind: ListingKind) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (out: ListingDetail, message: string) => {
    void qc.invalidateQueries({ queryKey: adminKeys.all });
    void qc.invalidateQueries({ queryKey: listingKeys.kind(kind) });
    showToast({ icon: 'success', content: message });
    navigate(reviewDetailPath(kind, out.id), { replace: true });
  };
}

/** /pagesA/manage/job/add: a job posted for a member who called, in their name and under their company. */
export function ManageJobAddPage() {
  return (
    <AdminOnly>
      <AddJob />
    </AdminOnly>
  );
}

function AddJob() {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<JobOwner | null>(null);
  const { site } = useContentScope();
  const mine = useAdminAreas();
  const areas = useSiteAreas();
  const areaName = areas.data?.find((a) => a.id === site)?.name ?? '';
  const manages = mine.length === 0 || mine.includes(site);
  return (
    <div className="admin-page admin-edit" data-testid="admin-job-add">
      <div className="review-detail__card">
        <div className="admin-edit__hint">{t('admin.add.intro')}</div>
        {areaName && <div data-testid="admin-job-add-area">{t('admin.add.area', { name: areaName })}</div>}
        {!manages && <div className="review-detail__reason">{t('admin.add.notYourArea')}</div>}
      </div>
      {owner ? <OwnerChosen owner={owner} site={site} onChange={() => setOwner(null)} /> : <OwnerSearch site={site} onFound={setOwner} />}
    </div>
  );
}

/** The member by phone: country code (the app's, as login starts with) and number, any spelling. */
function OwnerSearch({ site, onFound }: { site: number; onFound(o: JobOwner): void }) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState(useApp((s) => s.areaCode).replace(/^\+/, ''));
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    try {
      onFound(await call('jobAdminOwner', { query: { area_code: areaCode.trim().replace(/^\+/, ''), mobile: mobile.trim(), site_area_id: site || undefined } }));
    } catch {
      // the http client showed the server's message (no such member, a malformed number)
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="review-detail__card admin-owner" data-testid="admin-owner-search">
      <div className="admin-owner__row">
        <label className="admin-owner__code">
          <span>{t('admin.add.areaCode')}</span>
          <FieldInput value={areaCode} onChange={setAreaCode} inputMode="numeric" maxLength={5} testId="admin-owner-area-code" aria-label={t('admin.add.areaCode')} />
        </label>
        <label className="admin-owner__mobile">
          <span>{t('admin.add.mobile')}</span>
          <FieldInput value={mobile} onChange={setMobile} type="tel" clearable testId="admin-owner-mobile" aria-label={t('admin.add.mobile')} />
        </label>
      </div>
      <Button color="primary" block loading={busy} disabled={!areaCode.trim() || !mobile.trim()} onClick={() => void find()} data-testid="admin-owner-find">
        {t('admin.add.find')}
      </Button>
    </div>
  );
}

/** The member found, their company, and the job's form; without an approved company there is nothing to post under. */
function OwnerChosen({ owner, site, onChange }: { owner: JobOwner; site: number; onChange(): void }) {
  const { t } = useTranslation();
  const [publish, setPublish] = useState(true);
  const done = useAdminSaved('job');
  const save = async (body: ListingSaveBody, saved: () => void) => {
    const out = await call('jobAdminSave', { body: { ...body, user_id: owner.user.id, site_area_id: site || undefined, publish } });
    saved();
    done(out, out.status === 'reviewing' ? t('admin.add.queued') : t('admin.add.published'));
  };
  const head = (
    <div className="review-detail__card" data-testid="admin-owner-chosen">
      <div>{t('admin.add.member', { name: owner.user.nickname, id: owner.user.id })}</div>
      {owner.company ? <div data-testid="admin-owner-company">{t('admin.add.company', { title: owner.company.title })}</div> : <div className="review-detail__reason" data-testid="admin-owner-no-company">{t('admin.add.noCompany')}</div>}
      <Button size="small" fill="outline" onClick={onChange} data-testid="admin-owner-change">
        {t('admin.add.change')}
      </Button>
    </div>
  );
  if (!owner.company) return head;
  return (
    <>
      {head}
      <ListingForm
        scope={{ kind: 'job' }}
        draftKey={`admin:job:new:${owner.user.id}`}
        submitLabel={t('admin.add.submit')}
        onSave={save}
        top={
          <div className="review-detail__card admin-publish">
            <label className="admin-publish__row">
              <span>{t('admin.add.publish')}</span>
              <Switch checked={publish} onChange={setPublish} data-testid="admin-job-publish" aria-label={t('admin.add.publish')} />
            </label>
            <div className="admin-edit__hint">{t('admin.add.publishHint')}</div>
          </div>
        }
      />
    </>
  );
}
