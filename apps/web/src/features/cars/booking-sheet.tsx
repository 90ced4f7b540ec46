import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { CAR_APPOINTMENT, PHONE_PATTERNS, type ApiBody, type UserSelf } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { useMoney } from '../listings';
import { APPOINTMENTS_PATH, dailyRate, daysBetween, todayLocal, useBook } from './queries';
import { showToast } from '../../lib/feedback';
import { Popup } from '../common/lazy-parts';
import './cars.css';

/** A sum (a day's rate, a booking's total) in the listing's currency, through the listings' one money formatter. */
export function useSum() {
  const money = useMoney();
  return (amount: number, currency: string) => money(amount, null, { currency }) ?? String(amount);
}

interface BookingForm {
  /** Viewing time of a car for sale (datetime-local). */
  time: string;
  /** Pick-up and return days of a rental (YYYY-MM-DD). */
  start: string;
  end: string;
  phone: string;
  note: string;
}

/** An empty form with the user's own phone filled in. */
function emptyForm(user: UserSelf | null): BookingForm {
  return { time: '', start: '', end: '', phone: user?.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '', note: '' };
}

/** What stops the booking, as the message to show; '' when it can go. */
function bookingProblem(f: BookingForm, { rental, days, today }: { rental: boolean; days: number; today: string }, t: TFunction): string {
  if (rental) {
    if (!f.start || !f.end) return t('cars.book.needDates');
    if (f.start < today) return t('cars.book.inPast');
    if (days <= 0) return t('cars.book.endAfterStart');
    if (days > CAR_APPOINTMENT.maxRentalDays) return t('cars.book.tooLong', { max: CAR_APPOINTMENT.maxRentalDays });
  } else {
    if (!f.time) return t('cars.book.needTime');
    if (new Date(f.time).getTime() <= Date.now()) return t('cars.book.inPast');
  }
  if (!f.phone.trim()) return t('cars.book.needPhone');
  if (!PHONE_PATTERNS.contact.test(f.phone.trim())) return t('cars.book.badPhone');
  return '';
}

function bookingBody(carId: number, f: BookingForm, rental: boolean): ApiBody<'carAppointmentSave'> {
  const base = { car_id: carId, phone: f.phone.trim(), note: f.note.trim() };
  return rental ? { ...base, start_date: f.start, end_date: f.end } : { ...base, time: Math.floor(new Date(f.time).getTime() / 1000) };
}

/** Checks the form, books, and goes to my bookings; the problem or the server's message stays on the sheet. */
function useBookingSubmit(car: ListingDetail, form: BookingForm, check: { rental: boolean; days: number; today: string }, onClose: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const book = useBook();
  const [error, setError] = useState('');
  const submit = async () => {
    const problem = bookingProblem(form, check, t);
    setError(problem);
    if (problem) return;
    try {
      await book.mutateAsync(bookingBody(car.id, form, check.rental));
      showToast({ icon: 'success', content: t('cars.book.done') });
      onClose();
      navigate(APPOINTMENTS_PATH);
    } catch (e) {
      // The http client already toasted the server's message; keep it on the sheet too.
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return { submit, error, busy: book.isPending };
}

/**
 * The booking sheet of a car: a viewing time for a car for sale, or the pick-up and return days of a rental
 * with the price quote (days × daily rate) as they are chosen; phone and note. The server checks everything
 * again (past, 90 days, overlaps with confirmed rentals) and its message shows in a toast.
 */
export function BookingSheet({ car, visible, onClose }: { car: ListingDetail; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const rental = (car as Record<string, unknown>).deal === 'rent';
  const today = todayLocal();
  const [form, setForm] = useState(() => emptyForm(user));
  const edit = (patch: Partial<BookingForm>) => setForm((f) => ({ ...f, ...patch }));
  const days = form.start && form.end ? daysBetween(form.start, form.end) : 0;
  const { submit, error, busy } = useBookingSubmit(car, form, { rental, days, today }, onClose);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="booking" destroyOnClose>
      <div data-testid="booking-sheet">
        <div className="booking__title">{rental ? t('cars.book.rentalTitle') : t('cars.book.viewingTitle')}</div>
        <div className="booking__car">{car.title}</div>
        <BookingWhen rental={rental} today={today} form={form} edit={edit} />
        {rental && days > 0 && <RentalQuote car={car} days={days} />}
        <label className="booking__field">
          <span>{t('cars.book.phone')}</span>
          <input type="tel" value={form.phone} placeholder={t('cars.book.phonePlaceholder')} onChange={(e) => edit({ phone: e.target.value })} data-testid="booking-phone" />
        </label>
        <div className="booking__field">
          <span>{t('cars.book.note')}</span>
          <TextArea value={form.note} onChange={(note) => edit({ note })} placeholder={t('cars.book.notePlaceholder')} maxLength={CAR_APPOINTMENT.noteMax} rows={2} showCount data-testid="booking-note" />
        </div>
        {error && (
          <div className="booking__error" role="alert" data-testid="booking-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={() => void submit()} data-testid="booking-submit">
          {t('cars.book.submit')}
        </Button>
      </div>
    </Popup>
  );
}

/** The rental's pick-up and return days, or the viewing time. */
function BookingWhen({ rental, today, form, edit }: { rental: boolean; today: string; form: BookingForm; edit(patch: Partial<BookingForm>): void }) {
  const { t } = useTranslation();
  if (!rental) {
    return (
      <label className="booking__field">
        <span>{t('cars.book.time')}</span>
        <input type="datetime-local" min={`${today}T00:00`} value={form.time} onChange={(e) => edit({ time: e.target.value })} data-testid="booking-time" />
      </label>
    );
  }
  return (
    <div className="booking__row2">
      <label className="booking__field">
        <span>{t('cars.book.start')}</span>
        <input type="date" min={today} value={form.start} onChange={(e) => edit({ start: e.target.value })} data-testid="booking-start" />
      </label>
      <label className="booking__field">
        <span>{t('cars.book.end')}</span>
        <input type="date" min={form.start || today} value={form.end} onChange={(e) => edit({ end: e.target.value })} data-testid="booking-end" />
      </label>
    </div>
  );
}

/** Days × daily rate and the total, or that the car has no daily rate. */
function RentalQuote({ car, days }: { car: ListingDetail; days: number }) {
  const { t } = useTranslation();
  const money = useSum();
  const rate = dailyRate(car.price, car.price_unit);
  return (
    <div className="booking__quote" data-testid="booking-quote">
      {rate !== null ? (
        <>
          <span>{t('cars.book.quote', { days, rate: money(rate, car.currency) })}</span>
          <strong>{t('cars.book.quoteTotal', { total: money(Math.round(rate * days * 100) / 100, car.currency) })}</strong>
        </>
      ) : (
        <span>{t('cars.book.noRate')}</span>
      )}
    </div>
  );
}
