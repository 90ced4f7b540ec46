import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, int4Schema, storedUrlSchema } from '../entities.js';
import { route, type ApiRoute } from '../route.js';
import { CONTENT_ADMIN as C, WATERMARK_POSITIONS } from './constants.js';

/**
 * The console's calls for what the member app reads from the basis data (docs/content-admin.md): home
 * carousels and function entries, single pages, UI word overrides, an area's settings (currency, watermark,
 * contact) and its WeChat groups. Rows of site area 0 apply to every area and are the super admin's; an area
 * admin reads them and edits its own areas' rows. Every change is audited and shows in the app at once (the
 * node's settings cache is cleared).
 */

const limit = z.coerce.number().int().min(1).max(C.pageMax).default(20);
const seconds = z.number().int();
const text = (max: number) => z.string().trim().min(1).max(max);
/** zh, en and vi, all written (the console asks for real translations, not copies). */
const localized = (max: number) => z.object({ zh: text(max), en: text(max), vi: text(max) });
const optionalLocalized = (max: number) => z.object({ zh: z.string().trim().max(max).default(''), en: z.string().trim().max(max).default(''), vi: z.string().trim().max(max).default('') });
const localizedOut = z.object({ zh: z.string(), en: z.string().optional(), vi: z.string().optional() });
const position = z.string().regex(new RegExp(C.positionPattern), 'position').default('home');
/** Where a tap leads: an app path (`/pages/...`) or an http(s) address. */
export const appLink = z
  .string()
  .trim()
  .max(C.linkMax)
  .regex(/^(\/(?!\/)[A-Za-z0-9/_\-.~?=&%#+:]*|https?:\/\/[^\s<>"']+)$/, 'link');
const sort = z.coerce.number().int().min(0).max(C.sortMax).default(100);
const epochOrNull = z.number().int().min(0).max(4_102_444_800).nullable().default(null);
/** Which rows a list shows: one area (0: the all-areas rows); none: every row the admin may see. */
const areaFilter = int4Schema.optional().describe('0: the rows every area shows; none: all rows I may see');
const listQuery = z.object({ site_area_id: areaFilter, cursor: cursorParam, limit });

export const adminCarousel = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  position: z.string(),
  titles: localizedOut,
  contents: localizedOut,
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  starts_at: seconds.nullable(),
  ends_at: seconds.nullable(),
});
export type AdminCarousel = z.infer<typeof adminCarousel>;

export const carouselSaveBody = z
  .object({
    id: idSchema.optional().describe('the slide to change; none adds one'),
    site_area_id: int4Schema.describe('0: every area (super admins only)'),
    position,
    titles: localized(C.titleMax),
    contents: optionalLocalized(C.slideTextMax).default({ zh: '', en: '', vi: '' }),
    image: storedUrlSchema,
    link: appLink.nullable().default(null),
    sort,
    enabled: z.boolean().default(true),
    starts_at: epochOrNull.describe('shown from (epoch seconds); null: at once'),
    ends_at: epochOrNull.describe('shown until (epoch seconds); null: no end'),
  })
  .refine((b) => b.starts_at === null || b.ends_at === null || b.ends_at > b.starts_at, { message: 'ends_before_start', path: ['ends_at'] });

export const adminFunctionEntry = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  position: z.string(),
  names: localizedOut,
  icon: z.string(),
  path: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminFunctionEntry = z.infer<typeof adminFunctionEntry>;

export const functionEntrySaveBody = z.object({
  id: idSchema.optional().describe('the entry to change; none adds one'),
  site_area_id: int4Schema.describe('0: every area (super admins only)'),
  position,
  names: localized(C.labelMax),
  icon: storedUrlSchema,
  path: appLink,
  sort,
  enabled: z.boolean().default(true),
});

export const adminSinglePage = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  key: z.string(),
  titles: localizedOut,
  /** Sanitised HTML per language. */
  contents: localizedOut,
  updated_at: seconds,
});
export type AdminSinglePage = z.infer<typeof adminSinglePage>;

export const singlePageSaveBody = z.object({
  id: idSchema.optional().describe('the page to change; none adds one'),
  site_area_id: int4Schema.describe('0: every area (super admins only); an area’s page of a key replaces the all-areas one there'),
  key: z.string().regex(new RegExp(C.pageKeyPattern), 'page_key'),
  titles: localized(C.pageTitleMax),
  contents: localized(C.pageContentMax).describe('rich text (HTML) per language; sanitised before it is stored'),
});

export const adminLangWord = z.object({
  site_area_id: z.number().int(),
  key: z.string(),
  /** The override per language; a language without one shows the app's bundled word. */
  values: z.object({ zh: z.string().optional(), en: z.string().optional(), vi: z.string().optional() }),
  updated_at: seconds,
});
export type AdminLangWord = z.infer<typeof adminLangWord>;

export const wordKey = z.string().max(C.wordKeyMax).regex(new RegExp(C.wordKeyPattern), 'word_key');
const wordValue = z.string().trim().max(C.wordValueMax);
export const langWordSaveBody = z
  .object({
    site_area_id: int4Schema.describe('0: every area (super admins only); an area’s override wins there'),
    key: wordKey,
    values: z.object({ zh: wordValue.default(''), en: wordValue.default(''), vi: wordValue.default('') }).describe('an empty value removes that language’s override'),
  })
  .refine((b) => Boolean(b.values.zh || b.values.en || b.values.vi), { message: 'word_value_required', path: ['values', 'zh'] });

export const areaContact = z.object({
  phone: z.string().trim().max(C.contactMax).regex(/^[0-9+()\- ]*$/, 'phone').default(''),
  email: z.union([z.literal(''), z.string().trim().email().max(C.contactMax)]).default(''),
  wechat: z.string().trim().max(C.contactMax).default(''),
  hours: optionalLocalized(C.contactMax).default({ zh: '', en: '', vi: '' }),
});

export const watermarkSettings = z.object({
  enabled: z.boolean(),
  text: z.string().trim().max(C.watermarkTextMax).nullable(),
  image: storedUrlSchema.nullable(),
  position: z.enum(WATERMARK_POSITIONS),
  opacity: z.number().min(0.05).max(1),
});

export const adminAreaSettings = z.object({
  site_area_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  price_units: localizedOut,
  watermark: z.object({ enabled: z.boolean(), text: z.string().nullable(), image: z.string().nullable(), position: z.enum(WATERMARK_POSITIONS), opacity: z.number() }),
  contact: z.object({ phone: z.string(), email: z.string(), wechat: z.string(), hours: z.object({ zh: z.string(), en: z.string(), vi: z.string() }) }),
  updated_at: seconds,
});
export type AdminAreaSettings = z.infer<typeof adminAreaSettings>;

export const areaSettingsSaveBody = z.object({
  site_area_id: idSchema,
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'currency'),
  currency_symbol: text(8),
  price_units: localized(12),
  watermark: watermarkSettings,
  contact: areaContact,
});

export const adminWechatGroup = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  names: localizedOut,
  descriptions: localizedOut,
  qr_image: z.string(),
  owner_wechat: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminWechatGroup = z.infer<typeof adminWechatGroup>;

export const wechatGroupSaveBody = z.object({
  id: idSchema.optional().describe('the group to change; none adds one'),
  site_area_id: idSchema,
  names: localized(C.groupNameMax),
  descriptions: optionalLocalized(C.groupTextMax).default({ zh: '', en: '', vi: '' }),
  qr_image: storedUrlSchema,
  owner_wechat: z.string().trim().max(C.contactMax).nullable().default(null),
  sort,
  enabled: z.boolean().default(true),
});

const ok = z.object({ ok: z.literal(true) });
const content = { access: 'admin', permission: 'content', tag: 'admin' } as const;
const settings = { access: 'admin', permission: 'settings', tag: 'admin' } as const;

export const basisAdminApi = {
  adminCarouselList: route({ ...content, method: 'GET', path: '/admin/carousel/list', summary: 'Carousel slides I may see (my areas’ and the all-areas ones), newest first', query: listQuery.extend({ position: z.string().regex(new RegExp(C.positionPattern), 'position').optional() }), data: page(adminCarousel) }),
  adminCarouselSave: route({ ...content, method: 'POST', path: '/admin/carousel/save', summary: 'Add or change a carousel slide of an area (0: every area, super admins only); audited; the app shows it at once', body: carouselSaveBody, data: adminCarousel }),
  adminCarouselDelete: route({ ...content, method: 'POST', path: '/admin/carousel/delete/:id', summary: 'Remove a carousel slide; audited', params: idParam, data: ok }),
  adminFunctionEntryList: route({ ...content, method: 'GET', path: '/admin/functionEntry/list', summary: 'Function entries I may see, by position and order', query: listQuery, data: page(adminFunctionEntry) }),
  adminFunctionEntrySave: route({ ...content, method: 'POST', path: '/admin/functionEntry/save', summary: 'Add or change a function entry (icon, label in zh/en/vi, target path, order, on/off); audited', body: functionEntrySaveBody, data: adminFunctionEntry }),
  adminFunctionEntryDelete: route({ ...content, method: 'POST', path: '/admin/functionEntry/delete/:id', summary: 'Remove a function entry; audited', params: idParam, data: ok }),
  adminSinglePageList: route({ ...content, method: 'GET', path: '/admin/singlePage/list', summary: 'Single pages I may see (my areas’ and the all-areas ones)', query: listQuery, data: page(adminSinglePage) }),
  adminSinglePageSave: route({ ...content, method: 'POST', path: '/admin/singlePage/save', errors: [409], summary: 'Add or change a single page (key, title and rich text per language, sanitised); an area’s page replaces the all-areas page of its key there; audited', body: singlePageSaveBody, data: adminSinglePage }),
  adminSinglePageDelete: route({ ...content, method: 'POST', path: '/admin/singlePage/delete/:id', summary: 'Remove a single page (an area’s copy: the all-areas page shows again); audited', params: idParam, data: ok }),
  adminLangWordList: route({ ...content, method: 'GET', path: '/admin/langWord/list', summary: 'UI word overrides I may see, by key', query: listQuery.extend({ keyword: z.string().trim().max(C.wordKeyMax).optional() }), data: page(adminLangWord) }),
  adminLangWordSave: route({ ...content, method: 'POST', path: '/admin/langWord/save', summary: 'Set the override of one UI word in zh/en/vi for an area (0: every area, super admins only); audited', body: langWordSaveBody, data: adminLangWord }),
  adminLangWordDelete: route({ ...content, method: 'POST', path: '/admin/langWord/delete', summary: 'Remove a UI word’s override in an area (the app’s bundled word shows again); audited', body: z.object({ site_area_id: int4Schema, key: wordKey }), data: ok }),
  adminAreaSettingsList: route({ ...settings, method: 'GET', path: '/admin/siteArea/settings', summary: 'The settings of my areas (all areas for a super admin): currency, watermark, contact', data: z.array(adminAreaSettings) }),
  adminAreaSettingsSave: route({ ...settings, method: 'POST', path: '/admin/siteArea/settings/save', errors: [409], summary: 'Change an area’s currency, watermark and contact; audited; the app shows it at once', body: areaSettingsSaveBody, data: adminAreaSettings }),
  adminWechatGroupList: route({ ...settings, method: 'GET', path: '/admin/wechatGroup/list', summary: 'WeChat groups of my areas', query: z.object({ site_area_id: idSchema.optional(), cursor: cursorParam, limit }), data: page(adminWechatGroup) }),
  adminWechatGroupSave: route({ ...settings, method: 'POST', path: '/admin/wechatGroup/save', summary: 'Add or change an area’s WeChat group (QR image, name); audited', body: wechatGroupSaveBody, data: adminWechatGroup }),
  adminWechatGroupDelete: route({ ...settings, method: 'POST', path: '/admin/wechatGroup/delete/:id', summary: 'Remove a WeChat group; audited', params: idParam, data: ok }),
} as const satisfies Record<string, ApiRoute>;
