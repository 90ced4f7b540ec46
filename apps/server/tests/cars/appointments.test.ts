import type { CarAppointment } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { dayFromNow, worldOf, type Who } from './support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let owner: Who;
let booker: Who;
let other: Who;
let rentCar: { id: number };
let saleCar: { id: number };

type Page = { list: CarAppointment[]; total: number; next_cursor: string | null; has_more: boolean };

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  owner = await t.newUser({ nickname: '车主老王' });
  booker = await t.newUser({ nickname: '租客小李' });
  other = await t.newUser({ nickname: '路人' });
  rentCar = await w.car(owner, 'rent');
  saleCar = await w.car(owner, 'sale');
});
afterAll(() => t.close());

const book = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<CarAppointment>('carAppointmentSave', { token: who?.token ?? null, body, lang });
const rental = (start: number, end: number, over: Record<string, unknown> = {}) => ({ car_id: rentCar.id, start_date: dayFromNow(start), end_date: dayFromNow(end), phone: '+84 909 000 111', note: '需要儿童座椅', ...over });
const decide = (who: Who | null, id: number, status: string, reason?: string) => t.call<CarAppointment>('carAppointmentFieldUpdate', { token: who?.token ?? null, params: { id }, body: { status, ...(reason ? { reason } : {}) } });
const noticesOf = (userId: number) => t.db.selectFrom('notice').selectAll().where('user_id', '=', userId).where('kind', '=', 'appointment').orderBy('id', 'desc').execute();

describe('carAppointment/save', () => {
  it('books a rental period with a price quote and notifies the owner', async () => {
    const before = (await noticesOf(owner.id)).length;
    const r = await book(booker, rental(3, 6));
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ car_id: rentCar.id, kind: 'rental', status: 'pending', start_date: dayFromNow(3), end_date: dayFromNow(6), is_booker: true, is_owner: false, note: '需要儿童座椅' });
    expect(r.data.quote).toEqual({ daily_rate: 900000, days: 3, total: 2700000, currency: 'VND' });
    expect(r.data.can).toEqual({ confirm: false, decline: false, cancel: true });
    expect(r.data.car.deal).toBe('rent');
    const notices = await noticesOf(owner.id);
    expect(notices.length).toBe(before + 1);
    expect(notices[0]!.ref_type).toBe('carAppointment');
    expect(Number(notices[0]!.ref_id)).toBe(r.data.id);
    expect(notices[0]!.link).toBe('/pages/car/appointments?tab=owner');
    // The owner reads it in their language, with the booker's name and the days.
    // Rendered in the reader's profile language.
    await t.db.updateTable('app_user').set({ lang: 'en' }).where('id', '=', owner.id).execute();
    const list = await t.call<{ list: Array<{ title: string; body: string }> }>('userNoteList', { token: owner.token });
    await t.db.updateTable('app_user').set({ lang: 'zh' }).where('id', '=', owner.id).execute();
    expect(list.data.list[0]!.title).toBe('New appointment');
    expect(list.data.list[0]!.body).toContain('租客小李');
    expect(list.data.list[0]!.body).toContain(dayFromNow(3));
  });

  it('books a viewing of a car for sale at a date and time (no quote)', async () => {
    const time = Math.floor(Date.now() / 1000) + 3 * 86400;
    const r = await book(booker, { car_id: saleCar.id, time, phone: '0909123456' });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ kind: 'viewing', starts_at: time, ends_at: null, start_date: null, quote: null, note: '' });
  });

  it('needs a token', async () => {
    const r = await book(null, rental(3, 4));
    expect(r.status).toBe(401);
  });

  it('validates the body: missing fields, bad phone, both time and dates, long note', async () => {
    const missing = await book(booker, { car_id: rentCar.id, phone: '0909123456' });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.data as unknown as { fields: Record<string, string> }).fields)).toContain('body.time');
    const phone = await book(booker, rental(3, 4, { phone: 'call me' }));
    expect(phone.status).toBe(400);
    expect((phone.data as unknown as { fields: Record<string, string> }).fields['body.phone']).toBeTruthy();
    const both = await book(booker, rental(3, 4, { time: Math.floor(Date.now() / 1000) + 86400 }));
    expect(both.status).toBe(400);
    const note = await book(booker, rental(3, 4, { note: 'x'.repeat(501) }));
    expect(note.status).toBe(400);
    const date = await book(booker, rental(3, 4, { start_date: '2031-02-30' }));
    expect(date.status).toBe(400);
  });

  it('checks the period: end after start, not in the past, at most 90 days', async () => {
    const reversed = await book(booker, rental(10, 8), 'en');
    expect(reversed.status).toBe(400);
    expect(reversed.message).toBe('The return day must be after the pick-up day');
    const same = await book(booker, rental(10, 10));
    expect(same.status).toBe(400);
    const past = await book(booker, rental(-2, 3), 'en');
    expect(past.status).toBe(400);
    expect(past.message).toBe('The booking cannot be in the past');
    const long = await book(booker, rental(20, 111), 'en');
    expect(long.status).toBe(400);
    expect(long.message).toBe('A rental lasts at most 90 days; you chose 91');
    const ninety = await book(other, rental(20, 110));
    expect(ninety.status).toBe(200);
    expect(ninety.data.quote!.days).toBe(90);
    await decide(other, ninety.data.id, 'cancelled');
  });

  it('a viewing must be in the future; a rental car needs dates and a car for sale a time', async () => {
    const past = await book(booker, { car_id: saleCar.id, time: Math.floor(Date.now() / 1000) - 60, phone: '0909123456' });
    expect(past.status).toBe(400);
    const datesForSale = await book(booker, { car_id: saleCar.id, start_date: dayFromNow(3), end_date: dayFromNow(4), phone: '0909123456' }, 'en');
    expect(datesForSale.status).toBe(400);
    expect(datesForSale.message).toContain('for sale');
    const timeForRent = await book(booker, { car_id: rentCar.id, time: Math.floor(Date.now() / 1000) + 86400, phone: '0909123456' }, 'en');
    expect(timeForRent.status).toBe(400);
    expect(timeForRent.message).toContain('for rent');
  });

  it('refuses the owner’s own car, unknown cars and cars that are not live', async () => {
    const own = await book(owner, rental(3, 4), 'en');
    expect(own.status).toBe(400);
    expect(own.message).toBe('You cannot book your own car');
    const unknown = await book(booker, rental(3, 4, { car_id: 99999999 }));
    expect(unknown.status).toBe(404);
    const offline = await w.car(owner, 'rent');
    const off = await t.call('carFieldUpdate', { token: owner.token, params: { id: offline.id }, body: { status: 'offline' } });
    expect(off.status).toBe(200);
    const r = await book(booker, rental(3, 4, { car_id: offline.id }));
    expect(r.status).toBe(400);
    // A car still under review cannot be booked either.
    const pending = await t.call<{ id: number }>('carSave', { token: owner.token, siteAreaId: w.hcm, body: { title: '待审核的车辆', description: '描述', price: 1, price_unit: 'day', category_id: await w.categoryOf('car'), images: [w.image], deal: 'rent', make: 'Kia', model: 'Morning', year: 2018 } });
    expect((await book(booker, rental(3, 4, { car_id: pending.data.id }))).status).toBe(400);
  });

  it('a second pending booking of the same days by the same person is a 409', async () => {
    const first = await book(other, rental(30, 33));
    expect(first.status).toBe(200);
    const again = await book(other, rental(31, 35));
    expect(again.status).toBe(409);
    const elsewhere = await book(other, rental(40, 42));
    expect(elsewhere.status).toBe(200);
  });
});

describe('owner decisions, cancellations and overlaps', () => {
  it('owner confirms; an overlapping booking then gets a 409 with a clear message; the booker is notified', async () => {
    const a = await book(booker, rental(50, 55));
    expect(a.status).toBe(200);
    const b = await book(other, rental(53, 57));
    expect(b.status).toBe(200); // pending ones may overlap: the owner chooses
    const before = (await noticesOf(booker.id)).length;
    const ok = await decide(owner, a.data.id, 'confirmed');
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ status: 'confirmed', is_owner: true, can: { confirm: false, decline: false, cancel: false } });
    const notices = await noticesOf(booker.id);
    expect(notices.length).toBe(before + 1);
    expect(notices[0]!.link).toBe('/pages/car/appointments');
    const body = await t.call<{ body: string; title: string }>('userNoteInfo', { token: booker.token, params: { id: notices[0]!.id }, lang: 'zh' });
    expect(body.data.title).toBe('预约已确认');

    const clash = await book(await t.newUser(), rental(54, 60), 'en');
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(`These days overlap a confirmed rental of this car (${dayFromNow(50)} to ${dayFromNow(55)}); please choose other days`);
    // Touching days do not overlap: returned on day 55, picked up on day 55.
    const after = await book(await t.newUser(), rental(55, 58));
    expect(after.status).toBe(200);
    // Confirming the overlapping pending one is a 409 too.
    const confirmB = await decide(owner, b.data.id, 'confirmed');
    expect(confirmB.status).toBe(409);
  });

  it('two overlapping bookings confirmed at the same moment: one wins, the other is a 409', async () => {
    const [u1, u2] = [await t.newUser(), await t.newUser()];
    const a = await book(u1, rental(80, 84));
    const b = await book(u2, rental(82, 86));
    const results = await Promise.all([decide(owner, a.data.id, 'confirmed'), decide(owner, b.data.id, 'confirmed')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('owner declines with a reason; booker is told why', async () => {
    const a = await book(booker, rental(60, 61));
    const r = await decide(owner, a.data.id, 'declined', '当天车辆保养');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'declined', reason: '当天车辆保养' });
    const n = (await noticesOf(booker.id))[0]!;
    const info = await t.call<{ body: string; title: string }>('userNoteInfo', { token: booker.token, params: { id: n.id } });
    expect(info.data.title).toBe('预约未被接受');
    expect(info.data.body).toContain('原因：当天车辆保养');
    // Decided ones cannot be decided again.
    expect((await decide(owner, a.data.id, 'confirmed')).status).toBe(400);
    expect((await decide(booker, a.data.id, 'cancelled')).status).toBe(400);
  });

  it('only the owner confirms or declines; only the booker cancels; strangers get a 403; no token a 401', async () => {
    const a = await book(booker, rental(70, 72));
    expect((await decide(booker, a.data.id, 'confirmed')).status).toBe(403);
    expect((await decide(booker, a.data.id, 'declined')).status).toBe(403);
    expect((await decide(owner, a.data.id, 'cancelled')).status).toBe(403);
    expect((await decide(other, a.data.id, 'cancelled')).status).toBe(403);
    expect((await decide(other, a.data.id, 'confirmed')).status).toBe(403);
    expect((await decide(null, a.data.id, 'cancelled')).status).toBe(401);
    expect((await decide(owner, 99999999, 'confirmed')).status).toBe(404);
    const bad = await t.call('carAppointmentFieldUpdate', { token: owner.token, params: { id: a.data.id }, body: { status: 'pending' } });
    expect(bad.status).toBe(400);
    // The booker cancels (also after confirmation); the owner is notified.
    expect((await decide(owner, a.data.id, 'confirmed')).status).toBe(200);
    const before = (await noticesOf(owner.id)).length;
    const c = await decide(booker, a.data.id, 'cancelled');
    expect(c.status).toBe(200);
    expect(c.data.status).toBe('cancelled');
    const n = await noticesOf(owner.id);
    expect(n.length).toBe(before + 1);
    const info = await t.call<{ body: string }>('userNoteInfo', { token: owner.token, params: { id: n[0]!.id }, lang: 'zh' });
    expect(info.data.body).toContain('租客小李 取消了');
    // A cancelled confirmation frees the days.
    expect((await book(other, rental(70, 72))).status).toBe(200);
  });

  it('a booking whose time has passed cannot be confirmed', async () => {
    const late = await t.newUser();
    const a = await book(late, { car_id: saleCar.id, time: Math.floor(Date.now() / 1000) + 7200, phone: '0909123456' });
    expect(a.status).toBe(200);
    // A second viewing of the same car while one waits is a 409.
    expect((await book(late, { car_id: saleCar.id, time: Math.floor(Date.now() / 1000) + 9000, phone: '0909123456' })).status).toBe(409);
    await t.db.updateTable('car_appointment').set({ starts_at: new Date(Date.now() - 3600_000) }).where('id', '=', a.data.id).execute();
    const r = await decide(owner, a.data.id, 'confirmed');
    expect(r.status).toBe(400);
    expect((await decide(owner, a.data.id, 'declined')).status).toBe(200);
  });
});

describe('lists', () => {
  it('list_user shows my bookings; list_owner the bookings of my cars; both page by cursor', async () => {
    const mine = await t.call<Page>('carAppointmentListUser', { token: booker.token, query: { limit: 2 } });
    expect(mine.status).toBe(200);
    expect(mine.data.list.length).toBe(2);
    expect(mine.data.has_more).toBe(true);
    expect(mine.data.list.every((a) => a.is_booker && a.user.id === booker.id)).toBe(true);
    const next = await t.call<Page>('carAppointmentListUser', { token: booker.token, query: { limit: 50, cursor: mine.data.next_cursor! } });
    expect(next.data.list.length).toBe(mine.data.total - 2);
    const ids = [...mine.data.list, ...next.data.list].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const theirs = await t.call<Page>('carAppointmentListOwner', { token: owner.token, query: { limit: 50 } });
    expect(theirs.data.total).toBeGreaterThan(mine.data.total);
    expect(theirs.data.list.every((a) => a.is_owner && a.owner.id === owner.id && a.phone)).toBe(true);
    const confirmed = await t.call<Page>('carAppointmentListOwner', { token: owner.token, query: { status: 'confirmed', car_id: rentCar.id } });
    expect(confirmed.data.list.every((a) => a.status === 'confirmed' && a.car_id === rentCar.id)).toBe(true);
    expect(confirmed.data.total).toBeGreaterThan(0);
    // Other people's bookings are not in my lists.
    const strangers = await t.call<Page>('carAppointmentListOwner', { token: booker.token });
    expect(strangers.data.total).toBe(0);
  });

  it('lists need a token and a valid query', async () => {
    expect((await t.call('carAppointmentListUser', {})).status).toBe(401);
    expect((await t.call('carAppointmentListOwner', {})).status).toBe(401);
    expect((await t.call('carAppointmentListUser', { token: booker.token, query: { status: 'maybe' } })).status).toBe(400);
    expect((await t.call('carAppointmentListUser', { token: booker.token, query: { cursor: 'abc' } })).status).toBe(400);
    expect((await t.call('carAppointmentListUser', { token: booker.token, query: { limit: 500 } })).status).toBe(400);
  });
});
