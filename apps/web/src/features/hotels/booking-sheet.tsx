import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { HOTEL } from '@haiwai/contracts/hotels/constants';
import { PHONE_PATTERNS } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { usePay } from '../payments';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { useBook, type Room } from './queries';
import { nightsOf, roomsFor, type Stay } from './stay';
import { Popup } from '../common/lazy-parts';

/**
 * The booking sheet of a room type: the stay, how many rooms, who stays and their phone, a remark, and the total.
 * Booking holds the rooms for 15 minutes and opens the payment; the pay step replaces the page the guest was on (spec).
 * The server checks everything again; a room sold out meanwhile is its 409, shown here and on the room.
 */
export function BookingSheet({ hotelTitle, room, stay, visible, onClose }: { hotelTitle: string; room: Room; stay: Stay; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePay();
  const minor = useMinor();
  const user = useSession((s) => s.userInfo);
  const book = useBook();
  const left = room.quote?.left ?? HOTEL.maxRooms;
  const [rooms, setRooms] = useState(() => Math.min(roomsFor(stay.guests, room.max_guests), Math.max(1, left)));
  const [name, setName] = useState(user?.nickname ?? '');
  const [phone, setPhone] = useState(user?.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const maxRooms = Math.max(1, Math.min(HOTEL.maxRooms, left));
  const tooMany = stay.guests > rooms * room.max_guests;
  const total = room.quote ? room.quote.amount * rooms : null;

  const submit = async () => {
    const problem = !name.trim() ? t('hotels.book.needName') : !phone.trim() ? t('hotels.book.needPhone') : !PHONE_PATTERNS.contact.test(phone.trim()) ? t('hotels.book.badPhone') : tooMany ? t('hotels.room.tooMany', { count: room.max_guests }) : '';
    setError(problem);
    if (problem) return;
    try {
      const start = await book.mutateAsync({ room_id: room.id, check_in: stay.checkIn, check_out: stay.checkOut, rooms, guests: stay.guests, contact_name: name.trim(), contact_phone: phone.trim(), remark: remark.trim() });
      onClose();
      if (!start.pay || !start.hotel_order) return pay(start);
      // The pay step replaces this page: back from it returns to where the guest came from, not to a booked room.
      navigate(hotelPaths.pay(start.hotel_order.id), { replace: true, state: { start } });
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="hsheet" destroyOnClose>
      <div data-testid="booking-sheet">
        <div className="hsheet__title">{t('hotels.book.title')}</div>
        <div className="hsheet__sub">
          {hotelTitle} · {room.name}
        </div>
        <div className="hbook__stay" data-testid="booking-stay">
          {t('hotels.order.stay', { in: stay.checkIn, out: stay.checkOut, nights: nightsOf(stay) })} · {t('hotels.stay.guests', { count: stay.guests })}
        </div>
        <div className="hbook__rooms">
          <span id="hbook-rooms">{t('hotels.book.rooms')}</span>
          <div className="hstay__guests" role="group" aria-labelledby="hbook-rooms">
            <button type="button" className="hstay__step" disabled={rooms <= 1} onClick={() => setRooms(rooms - 1)} aria-label={t('hotels.book.fewerRooms')} data-testid="booking-rooms-minus">
              −
            </button>
            <span className="hstay__count" data-testid="booking-rooms" aria-live="polite">
              {rooms}
            </span>
            <button type="button" className="hstay__step" disabled={rooms >= maxRooms} onClick={() => setRooms(rooms + 1)} aria-label={t('hotels.book.moreRooms')} data-testid="booking-rooms-plus">
              +
            </button>
          </div>
        </div>
        <label className="hfield">
          <span>{t('hotels.book.guestName')}</span>
          <FieldInput value={name} onChange={setName} maxLength={32} placeholder={t('hotels.book.guestNamePlaceholder')} testId="booking-name" />
        </label>
        <label className="hfield">
          <span>{t('hotels.book.phone')}</span>
          <FieldInput type="tel" value={phone} onChange={setPhone} placeholder={t('hotels.book.phonePlaceholder')} testId="booking-phone" />
        </label>
        <label className="hfield">
          <span>{t('hotels.book.remark')}</span>
          <FieldTextArea value={remark} onChange={setRemark} maxLength={HOTEL.remarkMax} rows={2} placeholder={t('hotels.book.remarkPlaceholder')} testId="booking-remark" />
        </label>
        {total !== null && room.quote && (
          <div className="hbook__total" data-testid="booking-total">
            <span>{t('hotels.book.total')}</span>
            <strong>{minor(total, room.quote.currency)}</strong>
          </div>
        )}
        <p className="muted hbook__hold">{t('hotels.book.holdNote', { minutes: HOTEL.holdMinutes })}</p>
        {error && (
          <div className="hbook__error" role="alert" data-testid="booking-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={book.isPending} onClick={() => void submit()} data-testid="booking-submit">
          {t('hotels.book.submit')}
        </Button>
      </div>
    </Popup>
  );
}
