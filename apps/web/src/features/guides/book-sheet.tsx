import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { GUIDE, GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import { guide as guideKind, type ListingDetail } from '@haiwai/contracts/listings';
import { PHONE_PATTERNS, type ApiBody } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { pick } from '../listings';
import { dayCells, DayGrid, todayLocal } from './guide-bits';
import { useBook, type Profile } from './queries';
import { Popup } from '../common/lazy-parts';

interface Form {
  start: string;
  end: string;
  hours: boolean;
  from: string;
  to: string;
  service: string;
  phone: string;
  note: string;
}

/** Every day from start to end, both included. */
function span(start: string, end: string): string[] {
  const out: string[] = [];
  for (const d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end && out.length < 60; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/** First tap: the first day; second tap on a later day: the last; any other tap starts again. */
function pickDay(f: Form, day: string): Partial<Form> {
  if (f.start && f.start === f.end && day > f.start) return { end: day };
  return { start: day, end: day };
}

function problem(f: Form, t: (k: string) => string): string {
  if (!f.start) return t('guides.book.needDays');
  if (f.hours && f.start !== f.end) return t('guides.book.hoursOneDay');
  if (f.hours && (!f.from || !f.to || f.to <= f.from)) return t('guides.book.hoursOrder');
  if (!PHONE_PATTERNS.contact.test(f.phone.trim())) return t('guides.book.needPhone');
  return '';
}

function bodyOf(id: number, f: Form): ApiBody<'guideAppointmentSave'> {
  return {
    guide_id: id,
    start_date: f.start,
    end_date: f.end,
    ...(f.hours ? { start_time: f.from, end_time: f.to } : {}),
    ...(f.service ? { service: f.service } : {}),
    phone: f.phone.trim(),
    note: f.note.trim(),
  };
}

/**
 * Booking a guide: days picked on the guide's calendar (free days only), or hours of one day; the service, phone
 * and note. The server checks everything again (free days, overlaps with accepted bookings) and says why not.
 */
export function BookSheet({ guide, profile, visible, onClose }: { guide: ListingDetail; profile: Profile; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const book = useBook();
  const [form, setForm] = useState<Form>(() => ({ start: '', end: '', hours: false, from: '09:00', to: '12:00', service: '', phone: user?.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '', note: '' }));
  const [error, setError] = useState('');
  const edit = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const cells = dayCells(todayLocal(), 42, profile.free_days, profile.booked_days);
  const chosen = new Set(form.start ? span(form.start, form.end) : []);
  const submit = async () => {
    const p = problem(form, t);
    setError(p);
    if (p) return;
    try {
      await book.mutateAsync(bodyOf(guide.id, form));
      showToast({ icon: 'success', content: t('guides.book.done') });
      onClose();
      navigate(`${GUIDE_PATHS.manage}?tab=mine`);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="gd-sheet" destroyOnClose>
      <div data-testid="guide-book-sheet">
        <h2 className="gd-sheet__title">{t('guides.book.title', { name: guide.title })}</h2>
        <p className="gd-sheet__hint">{t('guides.book.pickDays')}</p>
        <DayGrid cells={cells} selected={chosen} onPick={(day) => edit(pickDay(form, day))} testId="guide-book-days" />
        {form.start && <p className="gd-sheet__chosen" data-testid="guide-book-chosen">{t('guides.book.chosen', { start: form.start, end: form.end, count: chosen.size })}</p>}
        <label className="gd-check">
          <input type="checkbox" checked={form.hours} onChange={(e) => edit({ hours: e.target.checked })} data-testid="guide-book-hours" /> {t('guides.book.byHours')}
        </label>
        {form.hours && (
          <div className="gd-row2">
            <label className="gd-field">
              <span>{t('guides.book.from')}</span>
              <input type="time" value={form.from} onChange={(e) => edit({ from: e.target.value })} />
            </label>
            <label className="gd-field">
              <span>{t('guides.book.to')}</span>
              <input type="time" value={form.to} onChange={(e) => edit({ to: e.target.value })} />
            </label>
          </div>
        )}
        <label className="gd-field">
          <span>{t('guides.book.service')}</span>
          <select value={form.service} onChange={(e) => edit({ service: e.target.value })} data-testid="guide-book-service">
            <option value="">{t('guides.book.anyService')}</option>
            {Object.entries(guideKind.fields.services.options).map(([key, label]) => (
              <option key={key} value={key}>
                {pick(label, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="gd-field">
          <span>{t('guides.book.phone')}</span>
          <input type="tel" value={form.phone} onChange={(e) => edit({ phone: e.target.value })} data-testid="guide-book-phone" />
        </label>
        <div className="gd-field">
          <label htmlFor="gd-book-note">{t('guides.book.note')}</label>
          <TextArea id="gd-book-note" value={form.note} onChange={(note) => edit({ note })} placeholder={t('guides.book.notePlaceholder')} maxLength={GUIDE.noteMax} rows={2} data-testid="guide-book-note" />
        </div>
        {error && (
          <div className="gd-error" role="alert" data-testid="guide-book-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={book.isPending} onClick={() => void submit()} data-testid="guide-book-submit">
          {t('guides.book.submit')}
        </Button>
      </div>
    </Popup>
  );
}
