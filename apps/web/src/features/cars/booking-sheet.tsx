import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import Toast from 'antd-mobile/es/components/toast';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { CAR_APPOINTMENT, PHONE_PATTERNS } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { formatPrice } from '../listings';
import { APPOINTMENTS_PATH, dailyRate, daysBetween, todayLocal, useBook } from './queries';
import './cars.css';


/** A price in the listing's currency, as the listing screens write it. */
export function useMoney() {
  const lang = useApp((s) => s.lang);
  const areaCurrency = useApp((s) => s.basicConfig?.currency);
  const areaSymbol = useApp((s) => s.basicConfig?.currency_symbol);
  return (amount: number, currency: string) => formatPrice(amount, { lang, currency, areaCurrency, areaSymbol }) ?? String(amount);
}

/**
 * The booking sheet of a car: a viewing time for a car for sale, or the pick-up and return days of a rental
 * with the price quote (days × daily rate) as they are chosen; phone and note. The server checks everything
 * again (past, 90 days, overlaps with confirmed rentals) and its message shows in a toast.
 */
export function BookingSheet({ car, visible, onClose }: { car: ListingDetail; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const user = useSession((s) => s.userInfo);
  const rental = (car as Record<string, unknown>).deal === 'rent';
  const today = todayLocal();
  const [time, setTime] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [phone, setPhone] = useState(user?.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const book = useBook();

  const days = start && end ? daysBetween(start, end) : 0;
  const rate = dailyRate(car.price, car.price_unit);

  const check = (): string => {
    if (rental) {
      if (!start || !end) return t('cars.book.needDates');
      if (start < today) return t('cars.book.inPast');
      if (days <= 0) return t('cars.book.endAfterStart');
      if (days > CAR_APPOINTMENT.maxRentalDays) return t('cars.book.tooLong', { max: CAR_APPOINTMENT.maxRentalDays });
    } else {
      if (!time) return t('cars.book.needTime');
      if (new Date(time).getTime() <= Date.now()) return t('cars.book.inPast');
    }
    if (!phone.trim()) return t('cars.book.needPhone');
    if (!PHONE_PATTERNS.contact.test(phone.trim())) return t('cars.book.badPhone');
    return '';
  };

  const submit = async () => {
    const problem = check();
    setError(problem);
    if (problem) return;
    const base = { car_id: car.id, phone: phone.trim(), note: note.trim() };
    try {
      await book.mutateAsync(rental ? { ...base, start_date: start, end_date: end } : { ...base, time: Math.floor(new Date(time).getTime() / 1000) });
      Toast.show({ icon: 'success', content: t('cars.book.done') });
      onClose();
      navigate(APPOINTMENTS_PATH);
    } catch (e) {
      // The http client already toasted the server's message; keep it on the sheet too.
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="booking" destroyOnClose>
      <div data-testid="booking-sheet">
        <div className="booking__title">{rental ? t('cars.book.rentalTitle') : t('cars.book.viewingTitle')}</div>
        <div className="booking__car">{car.title}</div>
        {rental ? (
          <div className="booking__row2">
            <label className="booking__field">
              <span>{t('cars.book.start')}</span>
              <input type="date" min={today} value={start} onChange={(e) => setStart(e.target.value)} data-testid="booking-start" />
            </label>
            <label className="booking__field">
              <span>{t('cars.book.end')}</span>
              <input type="date" min={start || today} value={end} onChange={(e) => setEnd(e.target.value)} data-testid="booking-end" />
            </label>
          </div>
        ) : (
          <label className="booking__field">
            <span>{t('cars.book.time')}</span>
            <input type="datetime-local" min={`${today}T00:00`} value={time} onChange={(e) => setTime(e.target.value)} data-testid="booking-time" />
          </label>
        )}
        {rental && days > 0 && (
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
        )}
        <label className="booking__field">
          <span>{t('cars.book.phone')}</span>
          <input type="tel" value={phone} placeholder={t('cars.book.phonePlaceholder')} onChange={(e) => setPhone(e.target.value)} data-testid="booking-phone" />
        </label>
        <div className="booking__field">
          <span>{t('cars.book.note')}</span>
          <TextArea value={note} onChange={setNote} placeholder={t('cars.book.notePlaceholder')} maxLength={CAR_APPOINTMENT.noteMax} rows={2} showCount data-testid="booking-note" />
        </div>
        {error && (
          <div className="booking__error" role="alert" data-testid="booking-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={book.isPending} onClick={() => void submit()} data-testid="booking-submit">
          {t('cars.book.submit')}
        </Button>
      </div>
    </Popup>
  );
}
