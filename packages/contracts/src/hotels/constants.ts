/**
 * Hotels (spec "Hotels", issue 28, docs/hotels.md): zod-free constants the web imports too. A hotel is a
 * listing kind (`listings/kinds/hotel.ts`); room types, nights, orders, reviews and tags are the hotels module's.
 */

type Label = { zh: string; en: string; vi: string };
const L = (zh: string, en: string, vi: string): Label => ({ zh, en, vi });

/** Limits and times. Amounts (room prices, order amounts, price filters) are integers in the area currency's minor unit. */
export const HOTEL = {
  /** An unpaid order holds its rooms this long (the payment engine's unpaid time), then a durable timer frees them. */
  holdMinutes: 15,
  /** A paid order the hotel has not answered is confirmed automatically after the hotel's `auto_confirm_hours` (this when unset). */
  defaultAutoConfirmHours: 24,
  /** A checked-in stay is completed automatically this many hours after noon of the check-out day, if the hotel did not check the guest out. */
  autoCompleteHours: 12,
  /** Nights of one stay, at most; how far ahead a stay may start (days). */
  maxNights: 30,
  maxDaysAhead: 365,
  /** Rooms of one type in one order; guests per room type (its `max_guests` is per room). */
  maxRooms: 9,
  maxGuests: 60,
  roomsPerHotel: 50,
  roomNameMax: 40,
  roomDescriptionMax: 1000,
  roomPhotosMax: 9,
  facilitiesMax: 20,
  remarkMax: 200,
  reasonMax: 200,
  reviewMax: 1000,
  /** Inventory of one room type (rooms of that type). */
  inventoryMax: 999,
  /** A room price per night, at most (minor units; 10^11 covers a VND price of 100 billion). */
  priceMax: 100_000_000_000,
  tagCodeMax: 20,
  tagNameMax: 20,
  pageMax: 50,
} as const;

/**
 * An order's states (docs/hotels.md): awaiting_payment → paid → confirmed → checked_in → completed, or
 * expired (unpaid after 15 min), cancelled (by the guest), rejected (by the hotel, before it confirmed),
 * no_show (the hotel, on or after the check-in day).
 */
export const HOTEL_ORDER_STATUSES = ['awaiting_payment', 'paid', 'confirmed', 'checked_in', 'completed', 'rejected', 'cancelled', 'no_show', 'expired'] as const;
export type HotelOrderStatus = (typeof HOTEL_ORDER_STATUSES)[number];
export const HOTEL_ORDER_FINAL: readonly HotelOrderStatus[] = ['completed', 'rejected', 'cancelled', 'no_show', 'expired'];

/** What `hotel/order/fieldUpdate/{id}` accepts: the hotel's moves and the guest's cancel. */
export const HOTEL_ORDER_UPDATES = ['confirmed', 'rejected', 'checked_in', 'completed', 'no_show', 'cancelled'] as const;
export type HotelOrderUpdate = (typeof HOTEL_ORDER_UPDATES)[number];

/** Who may move an order where (the workflow's table; `system` is the payment, the hold timer and the auto-confirm/complete timers). */
export const HOTEL_ORDER_MOVES: ReadonlyArray<{ from: readonly HotelOrderStatus[]; to: HotelOrderStatus; by: 'guest' | 'hotel' | 'system'; reason?: true }> = [
  { from: ['awaiting_payment'], to: 'paid', by: 'system' },
  { from: ['awaiting_payment'], to: 'expired', by: 'system' },
  { from: ['awaiting_payment', 'paid', 'confirmed'], to: 'cancelled', by: 'guest' },
  { from: ['paid'], to: 'confirmed', by: 'hotel' },
  { from: ['paid'], to: 'confirmed', by: 'system' },
  { from: ['paid'], to: 'rejected', by: 'hotel', reason: true },
  { from: ['confirmed'], to: 'checked_in', by: 'hotel' },
  { from: ['confirmed'], to: 'no_show', by: 'hotel' },
  { from: ['checked_in'], to: 'completed', by: 'hotel' },
  { from: ['checked_in'], to: 'completed', by: 'system' },
];

export const HOTEL_ORDER_STATUS_LABELS: Record<HotelOrderStatus, Label> = {
  awaiting_payment: L('待支付', 'Awaiting payment', 'Chờ thanh toán'),
  paid: L('待确认', 'Paid, awaiting confirmation', 'Đã thanh toán, chờ xác nhận'),
  confirmed: L('已确认', 'Confirmed', 'Đã xác nhận'),
  checked_in: L('已入住', 'Checked in', 'Đã nhận phòng'),
  completed: L('已完成', 'Completed', 'Hoàn thành'),
  rejected: L('已拒绝', 'Rejected', 'Bị từ chối'),
  cancelled: L('已取消', 'Cancelled', 'Đã hủy'),
  no_show: L('未入住', 'No-show', 'Không đến'),
  expired: L('已过期', 'Expired', 'Hết hạn'),
};

/** Room facilities (codes stored on a room type; labels shown by the web). */
export const HOTEL_FACILITIES: Record<string, Label> = {
  wifi: L('免费WiFi', 'Free Wi-Fi', 'Wi-Fi miễn phí'),
  breakfast: L('含早餐', 'Breakfast included', 'Bao gồm bữa sáng'),
  air_conditioning: L('空调', 'Air conditioning', 'Điều hòa'),
  tv: L('电视', 'TV', 'TV'),
  window: L('有窗', 'Window', 'Có cửa sổ'),
  balcony: L('阳台', 'Balcony', 'Ban công'),
  bathtub: L('浴缸', 'Bathtub', 'Bồn tắm'),
  kitchen: L('厨房', 'Kitchen', 'Bếp'),
  washer: L('洗衣机', 'Washing machine', 'Máy giặt'),
  fridge: L('冰箱', 'Fridge', 'Tủ lạnh'),
  desk: L('书桌', 'Desk', 'Bàn làm việc'),
  non_smoking: L('禁烟', 'Non-smoking', 'Không hút thuốc'),
  city_view: L('城景', 'City view', 'View thành phố'),
  sea_view: L('海景', 'Sea view', 'View biển'),
};
export const HOTEL_FACILITY_CODES = Object.keys(HOTEL_FACILITIES) as [string, ...string[]];

export const HOTEL_BEDS: Record<string, Label> = {
  king: L('大床', 'King bed', 'Giường đôi lớn'),
  twin: L('双床', 'Twin beds', 'Hai giường đơn'),
  single: L('单人床', 'Single bed', 'Giường đơn'),
  family: L('家庭床', 'Family beds', 'Giường gia đình'),
  bunk: L('上下铺', 'Bunk bed', 'Giường tầng'),
};

/** Sorts of `hotel/list` (price: the cheapest free room for the stay, or the cheapest room type; distance: needs lat/lng). */
export const HOTEL_SORTS = ['newest', 'popular', 'price_asc', 'price_desc', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** Nights of a stay: check-in day up to the day before check-out (dates `YYYY-MM-DD`, the hotel's area calendar). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  for (let t = Date.parse(`${checkIn}T00:00:00Z`); t < end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Friday and Saturday nights take a room's weekend price (when it has one). */
export function isWeekendNight(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 5 || d === 6;
}
