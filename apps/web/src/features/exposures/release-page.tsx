import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { EXPOSURE } from '@haiwai/contracts/exposures/constants';
import { fromMinor, toMinor } from '@haiwai/contracts/exchange/constants';
import { PHONE_PATTERNS, type ApiBody } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { usePay } from '../payments';
import { RequireLogin } from '../common/require-login';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { useMoney } from './bits';
import { exposurePaths } from './paths';
import { useExposure, useExposureSettings, usePayExposure, useSaveExposure, type Exposure } from './queries';
import { ImageUploader } from '../common/lazy-parts';
import { showToast } from '../../lib/feedback';
import './exposures.css';

interface Form {
  title: string;
  story: string;
  amount: string;
  date: string;
  name: string;
  areaCode: string;
  mobile: string;
  company: string;
  consent: boolean;
}
const today = () => new Date().toISOString().slice(0, 10);
const blank: Form = { title: '', story: '', amount: '', date: '', name: '', areaCode: '84', mobile: '', company: '', consent: false };
const idParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** `/pagesA/exposure/release` (and `?id=` to correct mine; `?user_id=`, `?listing_id=`, `?company_id=` from a chat or a listing). */
export function ExposureReleasePage() {
  return (
    <RequireLogin>
      <Release />
    </RequireLogin>
  );
}

function Release() {
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const existing = useExposure(id ?? 0);
  if (id && !existing.data) return <div className="expo" data-testid="exposure-release" />;
  return <ReleaseForm editing={existing.data} links={{ party_user_id: idParam(search.get('user_id')), party_listing_id: idParam(search.get('listing_id')), party_company_id: idParam(search.get('company_id')) }} />;
}

function formOf(e: Exposure | undefined): Form {
  if (!e) return blank;
  const phone = e.party.phone?.match(/^\+(\d{1,3}?)(\d{6,})$/);
  return {
    title: e.title, story: e.story, amount: e.amount ? fromMinor(e.amount, e.currency) : '', date: e.happened_on, name: e.party.name,
    areaCode: phone?.[1] ?? '84', mobile: phone?.[2] ?? '', company: e.party.company_name, consent: true,
  };
}

function ReleaseForm({ editing, links }: { editing?: Exposure; links: Pick<ApiBody<'exposureSave'>, 'party_user_id' | 'party_listing_id' | 'party_company_id'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const settings = useExposureSettings();
  const save = useSaveExposure();
  const payFee = usePayExposure();
  const pay = usePay();
  const [form, setForm] = useState<Form>(() => formOf(editing));
  const [files, setFiles] = useState<ImageUploadItem[]>(() => editing?.evidence.map((ev) => ({ url: ev.url, thumbnailUrl: ev.link ?? undefined })) ?? []);
  const [error, setError] = useState('');
  const currency = editing?.currency ?? settings.data?.currency ?? '';
  const edit = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError('');
  };
  useEffect(() => setError(''), [files]);

  const problem = (): string => {
    if (form.title.trim().length < 4) return t('exposure.release.titleRequired');
    if (form.story.trim().length < EXPOSURE.storyMin) return t('exposure.release.storyRequired');
    if (!form.date) return t('exposure.release.dateRequired');
    if (!form.name.trim()) return t('exposure.release.nameRequired');
    if (form.mobile.trim() && (!PHONE_PATTERNS.mobile.test(form.mobile.trim()) || !PHONE_PATTERNS.areaCode.test(form.areaCode.trim()))) return t('exposure.release.phoneInvalid');
    if (!files.length) return t('exposure.release.evidenceRequired');
    if (!form.consent) return t('exposure.release.consentRequired');
    return '';
  };

  const submit = async () => {
    const why = problem();
    setError(why);
    if (why) return;
    const phone = form.mobile.trim() ? { party_area_code: form.areaCode.trim().replace(/^\+/, ''), party_mobile: form.mobile.trim() } : {};
    try {
      const saved = await save.mutateAsync({
        ...(editing ? { id: editing.id } : links),
        title: form.title.trim(), story: form.story.trim(), amount: (form.amount.trim() && currency ? toMinor(form.amount.trim(), currency) : 0) ?? 0,
        happened_on: form.date, party_name: form.name.trim(), party_company_name: form.company.trim(), ...phone,
        evidence: files.map((f) => f.url), consent: true,
      });
      if (saved.can.pay && saved.fee) return pay(await payFee.mutateAsync(saved.id));
      showToast({ content: t('exposure.release.done') });
      navigate(exposurePaths.detailOf(saved.id), { replace: true });
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  const fee = settings.data?.fee;
  return (
    <div className="expo expo-form" data-testid="exposure-release">
      <p className="expo-rules">{t('exposure.release.intro')}</p>
      <h2 className="expo-h">{t('exposure.release.what')}</h2>
      <Field label={t('exposure.release.title')}>
        <input value={form.title} maxLength={EXPOSURE.titleMax} placeholder={t('exposure.release.titlePlaceholder')} onChange={(e) => edit({ title: e.target.value })} data-testid="exposure-release-title" />
      </Field>
      <div className="expo-field">
        <span>{t('exposure.release.story')}</span>
        <TextArea value={form.story} onChange={(story) => edit({ story })} placeholder={t('exposure.release.storyPlaceholder')} maxLength={EXPOSURE.storyMax} rows={5} aria-label={t('exposure.release.story')} data-testid="exposure-release-story" />
      </div>
      <div className="expo-row">
        <Field label={t('exposure.release.amount', { currency })}>
          <input inputMode="decimal" value={form.amount} onChange={(e) => edit({ amount: e.target.value.replace(/[^\d.]/g, '') })} data-testid="exposure-release-amount" />
        </Field>
        <Field label={t('exposure.release.date')}>
          <input type="date" value={form.date} max={today()} onChange={(e) => edit({ date: e.target.value })} data-testid="exposure-release-date" />
        </Field>
      </div>
      <h2 className="expo-h">{t('exposure.release.who')}</h2>
      <Field label={t('exposure.release.partyName')}>
        <input value={form.name} maxLength={EXPOSURE.nameMax} placeholder={t('exposure.release.partyNamePlaceholder')} onChange={(e) => edit({ name: e.target.value })} data-testid="exposure-release-name" />
      </Field>
      <div className="expo-row">
        <Field label={t('exposure.release.areaCode')} narrow>
          <input inputMode="numeric" value={form.areaCode} onChange={(e) => edit({ areaCode: e.target.value })} data-testid="exposure-release-area" />
        </Field>
        <Field label={t('exposure.release.mobile')}>
          <input type="tel" value={form.mobile} onChange={(e) => edit({ mobile: e.target.value.replace(/[\s-]/g, '') })} data-testid="exposure-release-mobile" />
        </Field>
      </div>
      <Field label={t('exposure.release.companyName')}>
        <input value={form.company} maxLength={EXPOSURE.companyNameMax} onChange={(e) => edit({ company: e.target.value })} data-testid="exposure-release-company" />
      </Field>
      {!editing && <Linked links={links} />}
      <h2 className="expo-h">{t('exposure.release.evidence')}</h2>
      <p className="expo-note">{t('exposure.release.evidenceHint')}</p>
      <UploaderAlt alt={t('exposure.release.evidenceAlt')}>
        <ImageUploader
          maxCount={EXPOSURE.evidenceMax}
          accept="image/*"
          multiple
          value={files}
          onChange={setFiles}
          upload={async (file) => {
            const media = await uploadImage(file, undefined, 'evidence');
            return { url: media.url, thumbnailUrl: media.link ?? undefined };
          }}
        />
      </UploaderAlt>
      <label className="expo-check expo-consent">
        <input type="checkbox" checked={form.consent} onChange={(e) => edit({ consent: e.target.checked })} data-testid="exposure-release-consent" />
        <span>{t('exposure.release.consent')}</span>
      </label>
      {settings.data && <p className="expo-note" data-testid="exposure-release-fee">{fee ? t('exposure.release.fee', { amount: money(fee.amount, fee.currency) }) : t('exposure.release.free')}</p>}
      {error && (
        <div className="expo-error" role="alert" data-testid="exposure-release-error">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" size="large" loading={save.isPending || payFee.isPending} onClick={() => void submit()} data-testid="exposure-release-submit">
        {editing ? t('exposure.release.resubmit') : t('exposure.release.submit')}
      </Button>
    </div>
  );
}

function Field({ label, narrow, children }: { label: string; narrow?: boolean; children: ReactNode }) {
  return (
    <label className={`expo-field${narrow ? ' expo-field--code' : ''}`}>
      <span>{label}</span>
      {children}
    </label>
  );
}

function Linked({ links }: { links: Pick<ApiBody<'exposureSave'>, 'party_user_id' | 'party_listing_id' | 'party_company_id'> }) {
  const { t } = useTranslation();
  const chips = [
    links.party_company_id && t('exposure.release.linkedCompany', { id: links.party_company_id }),
    links.party_listing_id && t('exposure.release.linkedListing', { id: links.party_listing_id }),
    links.party_user_id && t('exposure.release.linkedUser', { id: links.party_user_id }),
  ].filter((c): c is string => typeof c === 'string');
  if (!chips.length) return null;
  return (
    <div className="expo-linked">
      {chips.map((c) => (
        <span key={c} className="expo-tag">
          {c}
        </span>
      ))}
    </div>
  );
}
