import type { ListingKindDef, ListingStatus, ReviewStatus } from '@haiwai/contracts';
import type { MessageKey } from '../../core/messages.js';

/**
 * The life of a listing, as pure functions (docs/listings.md draws it). The service applies the results;
 * tests walk every allowed and forbidden change through the API.
 */
export interface LifeState {
  status: ListingStatus;
  review_status: ReviewStatus;
  ever_passed: boolean;
  expired: boolean;
  deleted: boolean;
}
export type Change = Partial<Pick<LifeState, 'status' | 'review_status' | 'ever_passed'>> & { publish?: boolean; renew?: boolean };
export type Outcome = { ok: true; change: Change } | { ok: false; key: MessageKey };

const deny = (key: MessageKey): Outcome => ({ ok: false, key });
const allow = (change: Change): Outcome => ({ ok: true, change });

export const isLive = (s: ListingStatus) => s === 'online' || s === 'on-sale';

/** What someone who is not the owner may do: nothing. */
export const NO_OWNER_ACTIONS = { edit: false, offline: false, online: false, sold: false, renew: false, remove: false } as const;

/** What the owner may do now; the detail and manage screens show exactly these buttons. */
export function ownerCan(def: ListingKindDef, s: LifeState) {
  const gone = s.deleted;
  return {
    edit: !gone,
    offline: !gone && (isLive(s.status) || s.status === 'reviewing' || s.status === 'sold'),
    online: !gone && (s.status === 'offline' || s.status === 'sold') && s.review_status !== 'failed',
    sold: !gone && Boolean(def.sold) && (isLive(s.status) || s.status === 'offline'),
    renew: !gone && s.ever_passed && (isLive(s.status) || s.status === 'offline' || s.status === 'sold'),
    remove: !gone,
  };
}

/** An owner's status request (`fieldUpdate` with `status`). */
export function ownerStatus(def: ListingKindDef, s: LifeState, target: 'online' | 'on-sale' | 'offline' | 'sold', reviews: boolean): Outcome {
  if (s.deleted) return deny('listing.deleted');
  const can = ownerCan(def, s);
  if (s.status === 'off-shelf') return deny('listing.taken_down');
  if (target === 'offline') return can.offline ? allow({ status: 'offline' }) : deny('listing.bad_transition');
  if (target === 'sold') {
    if (!def.sold) return deny('listing.no_sold');
    return can.sold ? allow({ status: 'sold' }) : deny('listing.bad_transition');
  }
  // Back online (either live word is accepted; the kind decides which one is stored).
  if (s.review_status === 'failed') return deny('listing.fix_first');
  if (!can.online) return deny('listing.bad_transition');
  if (s.review_status === 'pending' && reviews) return allow({ status: 'reviewing' });
  // Back online after it ran out: the period starts again (a listing never comes back already expired).
  return allow({ status: def.liveStatus, review_status: 'passed', ever_passed: true, publish: !s.ever_passed, ...(s.expired && s.ever_passed ? { renew: true } : {}) });
}

/** An owner's edit. A change to a reviewed field sends the listing back to review where the area reviews. */
export function ownerEdit(def: ListingKindDef, s: LifeState, reviewedFieldChanged: boolean, reviews: boolean): Outcome {
  if (s.deleted) return deny('listing.deleted');
  const resubmit = s.review_status === 'failed' || s.status === 'off-shelf' || (reviewedFieldChanged && s.review_status === 'passed');
  if (!resubmit) return allow({});
  if (!reviews) {
    const status = s.status === 'off-shelf' || s.status === 'reviewing' ? def.liveStatus : s.status;
    return allow({ status, review_status: 'passed', ever_passed: true, publish: !s.ever_passed, ...(s.expired && s.ever_passed && isLive(status) ? { renew: true } : {}) });
  }
  // Hidden lists stay hidden; anything that was (or wanted to be) live waits for the reviewer.
  const status = s.status === 'offline' || s.status === 'sold' ? s.status : 'reviewing';
  return allow({ status, review_status: 'pending' });
}

/** A new listing: straight online where the area does not review. */
export function initial(def: ListingKindDef, reviews: boolean): Change {
  return reviews
    ? { status: 'reviewing', review_status: 'pending', ever_passed: false }
    : { status: def.liveStatus, review_status: 'passed', ever_passed: true, publish: true };
}

/** The area admin approves: a listing waiting for review goes live; one the owner took offline stays offline. */
export function adopt(def: ListingKindDef, s: LifeState): Outcome {
  if (s.deleted) return deny('listing.deleted');
  if (s.review_status === 'passed' && s.status !== 'reviewing') return deny('listing.already_passed');
  const status = s.status === 'reviewing' || s.status === 'off-shelf' ? def.liveStatus : s.status;
  // Time spent waiting for review does not eat the listing's period: one that ran out meanwhile is renewed.
  return allow({ status, review_status: 'passed', ever_passed: true, publish: !s.ever_passed, ...(s.expired && s.ever_passed ? { renew: true } : {}) });
}

/** The admin rejects with a reason: waiting ones stay waiting (the owner fixes and resubmits), live ones come down. */
export function reject(s: LifeState): Outcome {
  if (s.deleted) return deny('listing.deleted');
  return allow({ review_status: 'failed', status: isLive(s.status) ? 'off-shelf' : s.status === 'sold' ? 'off-shelf' : s.status });
}

/** The admin takes a listing down (off-shelf) or puts it back. */
export function adminStatus(def: ListingKindDef, s: LifeState, target: 'online' | 'on-sale' | 'offline' | 'off-shelf'): Outcome {
  if (s.deleted) return deny('listing.deleted');
  if (target === 'off-shelf') return s.status === 'off-shelf' ? deny('listing.bad_transition') : allow({ status: 'off-shelf' });
  if (target === 'offline') return allow({ status: 'offline' });
  if (s.review_status !== 'passed') return deny('listing.not_passed');
  return allow({ status: def.liveStatus });
}
