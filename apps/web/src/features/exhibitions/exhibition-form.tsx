import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { EXHIBITION, EXHIBITION_INDUSTRIES, type ExhibitionIndustry } from '@haiwai/contracts/exhibitions/constants';
import { MEDIA } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { MapView, useAreaCentre, type MapPoint } from '../common/map';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { useMyCompanies, useSaveExhibition, type Exhibition } from './queries';
import { ImageUploader, Popup } from '../common/lazy-parts';

type Schedule = Exhibition['schedule'];
const SCHEDULE_LINE = /^(\d{4}-\d{2}-\d{2})(?:\s+([01]\d|2[0-3]):([0-5]\d))?\s+(.+)$/;

/** "2026-12-20 09:00 开幕" per line → schedule items; the first line that does not read, else null. */
export function parseSchedule(text: string): { items: Schedule; bad: string | null } {
  const items: Schedule = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = SCHEDULE_LINE.exec(line);
    if (!m) return { items, bad: line };
    items.push({ date: m[1]!, time: m[2] ? `${m[2]}:${m[3]}` : '', text: m[4]!.trim() });
  }
  return { items, bad: null };
}
const scheduleText = (s: Schedule) => s.map((x) => `${x.date}${x.time ? ` ${x.time}` : ''} ${x.text}`).join('\n');

interface Draft {
  company: number | null;
  industry: ExhibitionIndustry | null;
  title: string;
  intro: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  address: string;
  organiser: string;
  schedule: string;
  point: MapPoint | null;
  photos: ImageUploadItem[];
}
const draftOf = (e: Exhibition | null): Draft => ({
  company: e?.company.id ?? null,
  industry: e?.industry ?? null,
  title: e?.title ?? '',
  intro: e?.intro ?? '',
  startsOn: e?.starts_on ?? '',
  endsOn: e?.ends_on ?? '',
  venue: e?.venue ?? '',
  address: e?.address ?? '',
  organiser: e?.organiser ?? '',
  schedule: e ? scheduleText(e.schedule) : '',
  point: e && e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null,
  photos: e?.photos.map((url) => ({ url })) ?? [],
});

function problemOf(d: Draft): string {
  if (!d.company) return 'exhibition.form.company';
  if (!d.industry) return 'exhibition.form.industry';
  if (d.title.trim().length < 2) return 'exhibition.form.title';
  if (d.intro.trim().length < 10) return 'exhibition.form.intro';
  if (!d.startsOn) return 'exhibition.form.startsOn';
  if (!d.endsOn || d.endsOn < d.startsOn) return 'exhibition.form.endsOn';
  if (d.venue.trim().length < 2) return 'exhibition.form.venue';
  if (d.organiser.trim().length < 2) return 'exhibition.form.organiser';
  return '';
}

/** A merchant publishes or edits an exhibition under one of their companies; it goes to the area's review. */
export function ExhibitionForm({ exhibition, visible, onClose }: { exhibition: Exhibition | null; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const companies = useMyCompanies();
  const save = useSaveExhibition();
  const [d, setD] = useState<Draft>(() => draftOf(exhibition));
  const [error, setError] = useState('');
  const edit = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const submit = async () => {
    const problem = problemOf(d);
    if (problem) return setError(t('exhibition.form.fix', { field: t(problem) }));
    const schedule = parseSchedule(d.schedule);
    if (schedule.bad) return setError(t('exhibition.form.scheduleBad', { line: schedule.bad }));
    setError('');
    try {
      await save.mutateAsync({
        ...(exhibition ? { id: exhibition.id } : {}),
        company_id: d.company!, industry: d.industry!, title: d.title.trim(), intro: d.intro.trim(), starts_on: d.startsOn, ends_on: d.endsOn,
        venue: d.venue.trim(), address: d.address.trim(), organiser: d.organiser.trim(), schedule: schedule.items, photos: d.photos.map((p) => p.url),
        ...(d.point ? { lat: d.point.lat, lng: d.point.lng } : {}),
      });
      showToast({ icon: 'success', content: t('exhibition.form.saved') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  const mine = companies.data ?? [];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="ce-sheet" destroyOnClose>
      <div data-testid="exhibition-form">
        <div className="ce-sheet__title">{exhibition ? t('exhibition.form.editTitle') : t('exhibition.form.newTitle')}</div>
        {!companies.isPending && !mine.length ? (
          <p className="ce-note" data-testid="exhibition-form-no-company">
            {t('exhibition.form.noCompany')}
          </p>
        ) : (
          <>
            <Fields d={d} edit={edit} companies={mine} />
            {error && (
              <div className="ce-error" role="alert" data-testid="exhibition-form-error">
                {error}
              </div>
            )}
            <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="exhibition-form-submit">
              {t('exhibition.form.submit')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}

function Fields({ d, edit, companies }: { d: Draft; edit(patch: Partial<Draft>): void; companies: Array<{ id: number; title: string }> }) {
  const { t } = useTranslation();
  const centre = useAreaCentre();
  const text = (key: keyof Draft, label: string, max: number, testId: string) => (
    <label className="ce-field">
      <span>{t(label)}</span>
      <input value={d[key] as string} maxLength={max} onChange={(e) => edit({ [key]: e.target.value })} data-testid={testId} />
    </label>
  );
  return (
    <>
      <div className="ce-field">
        <span>{t('exhibition.form.company')}</span>
        <Chips<number> options={companies.map((c) => ({ label: c.title, value: c.id }))} value={d.company ? [d.company] : []} onChange={(v) => edit({ company: v[0] ?? null })} testId="exhibition-form-company" />
      </div>
      <div className="ce-field">
        <span>{t('exhibition.form.industry')}</span>
        <Chips<ExhibitionIndustry> options={EXHIBITION_INDUSTRIES.map((i) => ({ label: t(`exhibition.industry.${i}`), value: i }))} value={d.industry ? [d.industry] : []} onChange={(v) => edit({ industry: v[0] ?? null })} testId="exhibition-form-industry" />
      </div>
      {text('title', 'exhibition.form.title', EXHIBITION.titleMax, 'exhibition-form-title')}
      <div className="ce-field">
        <span>{t('exhibition.form.intro')}</span>
        <TextArea value={d.intro} onChange={(intro) => edit({ intro })} maxLength={EXHIBITION.introMax} rows={3} aria-label={t('exhibition.form.intro')} data-testid="exhibition-form-intro" />
      </div>
      <div className="ce-row">
        <label className="ce-field">
          <span>{t('exhibition.form.startsOn')}</span>
          <input type="date" value={d.startsOn} onChange={(e) => edit({ startsOn: e.target.value })} data-testid="exhibition-form-starts" />
        </label>
        <label className="ce-field">
          <span>{t('exhibition.form.endsOn')}</span>
          <input type="date" value={d.endsOn} onChange={(e) => edit({ endsOn: e.target.value })} data-testid="exhibition-form-ends" />
        </label>
      </div>
      {text('venue', 'exhibition.form.venue', EXHIBITION.venueMax, 'exhibition-form-venue')}
      {text('address', 'exhibition.form.address', EXHIBITION.addressMax, 'exhibition-form-address')}
      <div className="ce-field">
        <span>{t('exhibition.form.point')}</span>
        <MapView markers={d.point ? [{ id: 'venue', ...d.point, title: d.venue || t('exhibition.form.venue') }] : []} words="exhibition.map" numbered={false} height={200} showList={false} center={centre} picker={{ onPick: (point) => edit({ point }), onMove: (_id, point) => edit({ point }) }} />
        {d.point && (
          <button type="button" className="ce-link" onClick={() => edit({ point: null })}>
            {t('exhibition.form.clearPoint')}
          </button>
        )}
      </div>
      {text('organiser', 'exhibition.form.organiser', EXHIBITION.organiserMax, 'exhibition-form-organiser')}
      <div className="ce-field">
        <span>{t('exhibition.form.schedule')}</span>
        <TextArea value={d.schedule} onChange={(schedule) => edit({ schedule })} rows={3} aria-label={t('exhibition.form.schedule')} data-testid="exhibition-form-schedule" />
      </div>
      <div className="ce-field">
        <span>{t('exhibition.form.photos')}</span>
        <UploaderAlt alt={t('exhibition.form.photos')}>
          <ImageUploader value={d.photos} onChange={(photos) => edit({ photos })} maxCount={EXHIBITION.photosMax} accept={MEDIA.acceptedImageTypes.join(',')} upload={async (file) => ({ url: (await uploadImage(file)).url })} />
        </UploaderAlt>
      </div>
    </>
  );
}
