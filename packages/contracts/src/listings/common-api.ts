import { z } from 'zod';
import { cursorParam } from '../envelope.js';
import { idSchema } from '../entities.js';
import { LISTING_KIND_NAMES, type ListingKind } from './kinds/index.js';
import { listingCard, listingPage } from './schemas.js';

/** Calls shared by every listing kind: favourites, history, cross-kind search and hot keywords. */
const route = <R extends { method: 'GET' | 'POST' | 'DELETE'; path: string; access: 'public' | 'optional' | 'user' | 'admin'; tag: string; summary: string; data: z.ZodTypeAny }>(r: R) => r;
export const listingKindSchema = z.enum(LISTING_KIND_NAMES as [ListingKind, ...ListingKind[]]);
const target = z.object({ kind: listingKindSchema, id: idSchema });
const page = z.object({ kind: listingKindSchema.optional(), cursor: cursorParam, limit: z.coerce.number().int().min(1).max(50).default(20) });
const search = z.object({ keyword: z.string().trim().min(1).max(50), kind: listingKindSchema.optional(), cursor: cursorParam, limit: z.coerce.number().int().min(1).max(50).default(20) });

export const searchGroup = z.object({ kind: listingKindSchema, total: z.number().int(), total_capped: z.boolean(), list: z.array(listingCard) });
export const hotWord = z.object({ keyword: z.string(), count: z.number().int() });

export const listingCommonApi = {
  collect: route({ method: 'POST', path: '/collect', access: 'user', tag: 'listing', summary: 'Favourite or unfavourite a listing (toggles unless `collect` is given)', body: target.extend({ collect: z.boolean().optional() }), data: z.object({ collected: z.boolean(), collect_count: z.number().int() }) }),
  collectList: route({ method: 'GET', path: '/collect/list', access: 'user', tag: 'listing', summary: 'My favourites, newest first', query: page, data: listingPage }),
  userVestigeSave: route({ method: 'POST', path: '/userVestige/sava', access: 'user', tag: 'listing', summary: 'Record that I viewed a listing (history)', body: target, data: z.object({ ok: z.literal(true) }) }),
  userVestigeList: route({ method: 'GET', path: '/userVestige/list', access: 'user', tag: 'listing', summary: 'My browsing history, latest view first', query: page, data: listingPage }),
  userVestigeClear: route({ method: 'POST', path: '/userVestige/clear', access: 'user', tag: 'listing', summary: 'Clear my browsing history', data: z.object({ ok: z.literal(true) }) }),
  hotKeywordData: route({ method: 'GET', path: '/hotKeywordData', access: 'optional', tag: 'listing', summary: 'Search listings of every kind (or one) in the area', query: search, data: listingPage }),
  hotKeywordDataGroup: route({ method: 'GET', path: '/hotKeywordDataGroup', access: 'optional', tag: 'listing', summary: 'Search every kind, grouped: total and first results per kind', query: z.object({ keyword: z.string().trim().min(1).max(50), per_kind: z.coerce.number().int().min(1).max(10).default(3) }), data: z.array(searchGroup) }),
  hotKeywordTop: route({ method: 'GET', path: '/hotKeyword/top', access: 'public', tag: 'listing', summary: 'What people in the area searched most in the last 14 days', query: z.object({ limit: z.coerce.number().int().min(1).max(30).default(10) }), data: z.array(hotWord) }),
  cityNewest: route({ method: 'GET', path: '/city/newest', access: 'optional', tag: 'listing', summary: 'Same-city tab: the newest live listings of each kind in the area', query: z.object({ per_kind: z.coerce.number().int().min(1).max(10).default(4) }), data: z.array(searchGroup) }),
};
