import { LISTING_KINDS, LISTING_STATUSES, REVIEW_STATUSES, type ListingStatus, type ReviewStatus } from '@haiwai/contracts';
import { describe, expect, it } from 'vitest';
import { adminStatus, adopt, initial, isLive, ownerCan, ownerEdit, ownerStatus, reject, type LifeState } from './lifecycle.js';

const house = LISTING_KINDS.housing; // online, has "sold" (let)
const goods = LISTING_KINDS.shGoods; // on-sale
const company = LISTING_KINDS.company; // no "sold"
const s = (status: ListingStatus, review_status: ReviewStatus = 'passed', more: Partial<LifeState> = {}): LifeState => ({ status, review_status, ever_passed: review_status === 'passed', expired: false, deleted: false, ...more });
const denied = (o: { ok: boolean; key?: string }, key: string) => expect(o).toEqual({ ok: false, key });

describe('isLive', () => {
  it('online and on-sale only', () => {
    expect(LISTING_STATUSES.filter(isLive)).toEqual(['online', 'on-sale']);
  });
});

describe('initial', () => {
  it('waits for review where the area reviews; otherwise live at once, published', () => {
    expect(initial(house, true)).toEqual({ status: 'reviewing', review_status: 'pending', ever_passed: false });
    expect(initial(house, false)).toEqual({ status: 'online', review_status: 'passed', ever_passed: true, publish: true });
    expect(initial(goods, false).status).toBe('on-sale');
  });
});

describe('ownerCan', () => {
  it('shows what the owner may do in each status', () => {
    expect(ownerCan(house, s('online'))).toEqual({ edit: true, offline: true, online: false, sold: true, renew: true, remove: true });
    expect(ownerCan(house, s('reviewing', 'pending'))).toEqual({ edit: true, offline: true, online: false, sold: false, renew: false, remove: true });
    expect(ownerCan(house, s('offline'))).toEqual({ edit: true, offline: false, online: true, sold: true, renew: true, remove: true });
    expect(ownerCan(house, s('sold'))).toEqual({ edit: true, offline: true, online: true, sold: false, renew: true, remove: true });
    expect(ownerCan(house, s('off-shelf'))).toEqual({ edit: true, offline: false, online: false, sold: false, renew: false, remove: true });
    expect(ownerCan(house, s('offline', 'failed', { ever_passed: true })).online).toBe(false);
    expect(ownerCan(company, s('online')).sold).toBe(false);
    expect(ownerCan(house, s('online', 'passed', { deleted: true }))).toEqual({ edit: false, offline: false, online: false, sold: false, renew: false, remove: false });
  });
});

describe('ownerStatus', () => {
  it('offline from live, reviewing or sold; never twice', () => {
    for (const from of ['online', 'reviewing', 'sold'] as const) expect(ownerStatus(house, s(from), 'offline', true)).toEqual({ ok: true, change: { status: 'offline' } });
    denied(ownerStatus(house, s('offline'), 'offline', true), 'listing.bad_transition');
  });
  it('sold from live or offline where the kind has it', () => {
    expect(ownerStatus(house, s('online'), 'sold', true)).toEqual({ ok: true, change: { status: 'sold' } });
    expect(ownerStatus(house, s('offline'), 'sold', true)).toEqual({ ok: true, change: { status: 'sold' } });
    denied(ownerStatus(house, s('sold'), 'sold', true), 'listing.bad_transition');
    denied(ownerStatus(house, s('reviewing', 'pending'), 'sold', true), 'listing.bad_transition');
    denied(ownerStatus(company, s('online'), 'sold', true), 'listing.no_sold');
  });
  it('back online from offline or sold, as the kind’s live word; via review when an edit is waiting', () => {
    expect(ownerStatus(house, s('offline'), 'online', true)).toEqual({ ok: true, change: { status: 'online', review_status: 'passed', ever_passed: true, publish: false } });
    expect(ownerStatus(goods, s('sold'), 'online', true)).toMatchObject({ ok: true, change: { status: 'on-sale' } });
    expect(ownerStatus(house, s('offline', 'pending', { ever_passed: true }), 'online', true)).toEqual({ ok: true, change: { status: 'reviewing' } });
    expect(ownerStatus(house, s('offline', 'pending', { ever_passed: true }), 'online', false)).toMatchObject({ ok: true, change: { status: 'online', review_status: 'passed' } });
  });
  it('renews a listing that ran out when it goes back online', () => {
    expect(ownerStatus(house, s('offline', 'passed', { expired: true }), 'online', true)).toMatchObject({ ok: true, change: { status: 'online', renew: true } });
  });
  it('refuses: deleted, taken down, rejected, still waiting, already live', () => {
    denied(ownerStatus(house, s('offline', 'passed', { deleted: true }), 'online', true), 'listing.deleted');
    denied(ownerStatus(house, s('off-shelf'), 'online', true), 'listing.taken_down');
    denied(ownerStatus(house, s('off-shelf'), 'offline', true), 'listing.taken_down');
    denied(ownerStatus(house, s('offline', 'failed', { ever_passed: true }), 'online', true), 'listing.fix_first');
    denied(ownerStatus(house, s('reviewing', 'pending'), 'online', true), 'listing.bad_transition');
    denied(ownerStatus(house, s('online'), 'online', true), 'listing.bad_transition');
  });
});

describe('ownerEdit', () => {
  it('an unreviewed change, or any change while waiting, changes nothing of the status', () => {
    expect(ownerEdit(house, s('online'), false, true)).toEqual({ ok: true, change: {} });
    expect(ownerEdit(house, s('reviewing', 'pending'), true, true)).toEqual({ ok: true, change: {} });
  });
  it('a reviewed change of a passed listing goes back to review; hidden ones stay hidden', () => {
    expect(ownerEdit(house, s('online'), true, true)).toEqual({ ok: true, change: { status: 'reviewing', review_status: 'pending' } });
    expect(ownerEdit(house, s('offline'), true, true)).toEqual({ ok: true, change: { status: 'offline', review_status: 'pending' } });
    expect(ownerEdit(house, s('sold'), true, true)).toEqual({ ok: true, change: { status: 'sold', review_status: 'pending' } });
  });
  it('fixing a rejected or taken-down listing resubmits it, even without a reviewed change', () => {
    expect(ownerEdit(house, s('off-shelf', 'failed', { ever_passed: true }), false, true)).toEqual({ ok: true, change: { status: 'reviewing', review_status: 'pending' } });
    expect(ownerEdit(house, s('off-shelf'), false, true)).toEqual({ ok: true, change: { status: 'reviewing', review_status: 'pending' } });
  });
  it('where the area does not review, the edit stands and the listing stays (or comes back) live', () => {
    expect(ownerEdit(house, s('online'), true, false)).toEqual({ ok: true, change: { status: 'online', review_status: 'passed', ever_passed: true, publish: false } });
    expect(ownerEdit(goods, s('off-shelf', 'failed', { ever_passed: true }), false, false)).toMatchObject({ ok: true, change: { status: 'on-sale', review_status: 'passed' } });
    expect(ownerEdit(house, s('reviewing', 'failed'), false, false)).toMatchObject({ ok: true, change: { status: 'online', publish: true } });
    expect(ownerEdit(house, s('off-shelf', 'failed', { ever_passed: true, expired: true }), false, false)).toMatchObject({ ok: true, change: { renew: true } });
  });
  it('refuses a deleted listing', () => {
    denied(ownerEdit(house, s('online', 'passed', { deleted: true }), true, true), 'listing.deleted');
  });
});

describe('adopt', () => {
  it('puts a waiting listing live, publishing it the first time only', () => {
    expect(adopt(house, s('reviewing', 'pending'))).toEqual({ ok: true, change: { status: 'online', review_status: 'passed', ever_passed: true, publish: true } });
    expect(adopt(goods, s('reviewing', 'pending', { ever_passed: true }))).toEqual({ ok: true, change: { status: 'on-sale', review_status: 'passed', ever_passed: true, publish: false } });
  });
  it('keeps an owner’s offline or sold choice; brings a rejected or taken-down one back; renews an expired one', () => {
    expect(adopt(house, s('offline', 'pending', { ever_passed: true }))).toMatchObject({ ok: true, change: { status: 'offline', review_status: 'passed' } });
    expect(adopt(house, s('off-shelf', 'failed', { ever_passed: true }))).toMatchObject({ ok: true, change: { status: 'online' } });
    expect(adopt(house, s('reviewing', 'pending', { ever_passed: true, expired: true }))).toMatchObject({ ok: true, change: { renew: true } });
  });
  it('refuses what is already approved, or deleted', () => {
    denied(adopt(house, s('online')), 'listing.already_passed');
    denied(adopt(house, s('offline')), 'listing.already_passed');
    denied(adopt(house, s('reviewing', 'pending', { deleted: true })), 'listing.deleted');
  });
});

describe('reject', () => {
  it('takes a live or sold listing down; a waiting one stays waiting, marked failed', () => {
    expect(reject(s('online'))).toEqual({ ok: true, change: { review_status: 'failed', status: 'off-shelf' } });
    expect(reject(s('on-sale'))).toEqual({ ok: true, change: { review_status: 'failed', status: 'off-shelf' } });
    expect(reject(s('sold'))).toEqual({ ok: true, change: { review_status: 'failed', status: 'off-shelf' } });
    expect(reject(s('reviewing', 'pending'))).toEqual({ ok: true, change: { review_status: 'failed', status: 'reviewing' } });
    expect(reject(s('offline'))).toEqual({ ok: true, change: { review_status: 'failed', status: 'offline' } });
    denied(reject(s('online', 'passed', { deleted: true })), 'listing.deleted');
  });
});

describe('adminStatus', () => {
  it('takes down anything not already down; takes offline anything', () => {
    for (const st of LISTING_STATUSES.filter((x) => x !== 'off-shelf')) expect(adminStatus(house, s(st), 'off-shelf')).toEqual({ ok: true, change: { status: 'off-shelf' } });
    denied(adminStatus(house, s('off-shelf'), 'off-shelf'), 'listing.bad_transition');
    expect(adminStatus(house, s('online'), 'offline')).toEqual({ ok: true, change: { status: 'offline' } });
  });
  it('puts back only what passed review, as the kind’s live word', () => {
    expect(adminStatus(goods, s('off-shelf'), 'online')).toEqual({ ok: true, change: { status: 'on-sale' } });
    for (const r of REVIEW_STATUSES.filter((x) => x !== 'passed')) denied(adminStatus(house, s('off-shelf', r), 'online'), 'listing.not_passed');
    denied(adminStatus(house, s('online', 'passed', { deleted: true }), 'online'), 'listing.deleted');
  });
});
