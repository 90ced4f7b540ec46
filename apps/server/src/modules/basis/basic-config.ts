import type { BasicConfig, Lang } from '@haiwai/contracts';
import type { Config } from '../../core/settings.js';
import { presentSiteArea, type SiteAreaDirectory } from '../site-area/index.js';
import { localizeDeep, type SettingsStore } from './settings.js';

/** Keys with a typed place in BasicConfig; every other setting travels in `extra`. */
const KNOWN_KEYS = new Set(['app_name', 'title', 'keywords', 'description', 'customer_service', 'app_version', 'sms_login_enabled', 'sea_going_crew', 'bus']);

/** `basis/config`: the area's settings merged over the global ones, in one language, cached per node. */
export class BasicConfigService {
  constructor(private readonly config: Config, private readonly areas: SiteAreaDirectory, private readonly settings: SettingsStore) {}

  async get(siteAreaId: number, lang: Lang): Promise<BasicConfig> {
    const area = await this.areas.current(siteAreaId);
    return this.settings.cache.get('basis-config', `${area.id}:${lang}`, async (): Promise<BasicConfig> => {
      const s = localizeDeep(await this.settings.forArea(area.id), lang) as Record<string, unknown>;
      const site = presentSiteArea(area, lang);
      const cs = (s.customer_service ?? {}) as Record<string, string>;
      return {
        site_area: site,
        app_name: String(s.app_name ?? ''),
        title: String(s.title ?? ''),
        keywords: String(s.keywords ?? ''),
        description: String(s.description ?? ''),
        price_unit: site.price_unit,
        currency: site.currency,
        currency_symbol: site.currency_symbol,
        watermark: site.watermark,
        customer_service: { phone: cs.phone ?? '', wechat: cs.wechat ?? '', email: cs.email ?? '', hours: cs.hours ?? '' },
        app_version: String(s.app_version ?? '0.0.0'),
        sms_login_enabled: s.sms_login_enabled !== false,
        wechat_login_enabled: Boolean(this.config.WECHAT_APP_ID && this.config.WECHAT_APP_SECRET),
        extra: Object.fromEntries(Object.entries(s).filter(([k]) => !KNOWN_KEYS.has(k))),
      };
    });
  }
}
