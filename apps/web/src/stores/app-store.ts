import { create } from 'zustand';
import {
  DEFAULT_AREA_CODE,
  DEFAULT_LANG,
  LANG_COOKIE,
  STORAGE_KEYS,
  TERMINAL,
  normalizeLang,
  type BasicConfig,
  type Lang,
  type Terminal,
  type TsMsg,
} from '../lib/contracts';
import { readJson, readString } from '../lib/storage';
import { persistFields } from './persist';

export interface SiteObj {
  site_area_id: number;
  category_id: number | null;
}

export interface PageMeta {
  title: string;
  keywords: string;
  description: string;
}

export interface AppState {
  terminal: Terminal;
  device: string;
  lang: Lang;
  siteObj: SiteObj | null;
  /** Display name of the current site area (from the area list or config), for the home header. */
  siteName: string;
  /** False until start-up knows the visitor's area (stored, from the link, or from the IP lookup). */
  siteReady: boolean;
  categoryId: number | null;
  areaCode: string;
  meta: PageMeta;
  basicConfig: BasicConfig | null;
  basicTsMsg: TsMsg | null;
  setTerminal(terminal: Terminal, device: string): void;
  setLang(lang: Lang): void;
  setSite(siteObj: SiteObj, siteName?: string): void;
  markSiteReady(): void;
  setCategoryId(id: number | null): void;
  setAreaCode(code: string): void;
  setMeta(meta: Partial<PageMeta>): void;
  setBasic(config: BasicConfig | null, tsMsg: TsMsg | null): void;
}

const storedLang = readString(STORAGE_KEYS.lang);

export const useApp = create<AppState>()((set) => ({
  terminal: TERMINAL.WEB,
  device: 'H5',
  lang: storedLang ? normalizeLang(storedLang) : DEFAULT_LANG,
  siteObj: readJson<SiteObj>(STORAGE_KEYS.siteObj),
  siteName: readJson<BasicConfig>(STORAGE_KEYS.basicConfig)?.site_area.name ?? '',
  siteReady: false,
  categoryId: readJson<number>(STORAGE_KEYS.categoryId),
  areaCode: DEFAULT_AREA_CODE,
  meta: { title: '', keywords: '', description: '' },
  basicConfig: readJson<BasicConfig>(STORAGE_KEYS.basicConfig),
  basicTsMsg: readJson<TsMsg>(STORAGE_KEYS.basicTsMsg),
  setTerminal: (terminal, device) => set({ terminal, device }),
  setLang: (lang) => set({ lang }),
  setSite: (siteObj, siteName) => set((s) => ({ siteObj, siteName: siteName ?? s.siteName, siteReady: true })),
  markSiteReady: () => set({ siteReady: true }),
  setCategoryId: (categoryId) => set((s) => ({ categoryId, siteObj: s.siteObj && { ...s.siteObj, category_id: categoryId } })),
  setAreaCode: (areaCode) => set({ areaCode }),
  setMeta: (meta) => set((s) => ({ meta: { ...s.meta, ...meta } })),
  setBasic: (basicConfig, basicTsMsg) =>
    set((s) => ({
      basicConfig: basicConfig ?? s.basicConfig,
      basicTsMsg: basicTsMsg ?? s.basicTsMsg,
      siteName: basicConfig?.site_area.name ?? s.siteName,
    })),
}));

persistFields(useApp, {
  lang: STORAGE_KEYS.lang,
  siteObj: STORAGE_KEYS.siteObj,
  categoryId: STORAGE_KEYS.categoryId,
  basicConfig: STORAGE_KEYS.basicConfig,
  basicTsMsg: STORAGE_KEYS.basicTsMsg,
});

export const currentSiteAreaId = (): number => useApp.getState().siteObj?.site_area_id ?? 0;

/**
 * Repeats the UI language in a cookie for the server, which cannot read local storage: it preloads the opening
 * screen's words in this language (apps/server/src/modules/web/route-files.ts). Kept a year, like the stored one.
 * Every change of the language reaches it (below); start-up writes the stored one once (app/startup.ts).
 */
export function shareLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

useApp.subscribe((next, prev) => {
  if (next.lang !== prev.lang) shareLang(next.lang);
});
