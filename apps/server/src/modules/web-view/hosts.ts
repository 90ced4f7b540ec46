import { frameHostOf, isIpLiteral, type WebViewHost } from '@haiwai/contracts/web-view';
import type { Kysely } from 'kysely';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser, Call } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import type { FrameHosts } from './frame-hosts.js';
import type { WebViewHostRow } from './schema.js';

const pages = idPager('web-view-host');
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

const present = (r: WebViewHostRow): WebViewHost => ({ id: r.id, site_area_id: r.site_area_id, host: r.host, note: r.note, created_at: epochSeconds(r.created_at) });

/** The admin's host as stored, or a field error saying why not: https only, a domain name, no IP, no port. */
export function hostToAllow(raw: string): string {
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw fieldError('body.url', 'webview.bad_host');
  }
  if (u.protocol !== 'https:' || u.port || u.username || u.password) throw fieldError('body.url', 'webview.https_only');
  if (isIpLiteral(u.hostname)) throw fieldError('body.url', 'webview.ip_literal');
  const host = frameHostOf(`https://${u.hostname}/`);
  if (!host) throw fieldError('body.url', 'webview.bad_host');
  return host;
}

/** The allow-list: the public check, and the admins' list, add and remove (their areas only; audited). */
export class WebViewHosts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly frames: FrameHosts,
  ) {}

  async check(areaId: number, url: string) {
    const host = frameHostOf(url);
    if (!host) {
      let named = '';
      try {
        named = new URL(url).hostname;
      } catch {
        return { url, host: '', allowed: false, reason: 'invalid' as const };
      }
      return { url, host: named, allowed: false, reason: 'not_https' as const };
    }
    const row = await this.db.selectFrom('web_view_host').select('id').where('site_area_id', '=', areaId).where('host', '=', host).executeTakeFirst();
    return { url, host, allowed: Boolean(row), reason: row ? ('ok' as const) : ('not_listed' as const) };
  }

  async list(admin: AuthUser, q: Call<'adminWebViewHostList'>['query']) {
    const areas = adminAreas(admin, q.site_area_id, 'content');
    const after = pages.after(q.cursor, 'id');
    let sel = this.db.selectFrom('web_view_host').selectAll();
    if (areas !== null) sel = sel.where('site_area_id', 'in', areas.length ? areas : [0]);
    if (after) sel = sel.where(after);
    const page = pages.take(await sel.orderBy('id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map(present), next_cursor: page.next_cursor };
  }

  async save(admin: AuthUser, body: Call<'adminWebViewHostSave'>['body']): Promise<WebViewHost> {
    if (!mayActOn(admin, body.site_area_id, 'content')) throw forbidden('admin.area_forbidden');
    const area = await this.db.selectFrom('site_area').select('id').where('id', '=', body.site_area_id).executeTakeFirst();
    if (!area) throw badRequest('webview.area_unknown');
    const host = hostToAllow(body.url);
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        const saved = await trx.insertInto('web_view_host').values({ site_area_id: body.site_area_id, host, note: body.note, created_by: admin.id }).returningAll().executeTakeFirstOrThrow();
        await audit(trx, { adminId: admin.id, siteAreaId: saved.site_area_id, action: 'web_view_host.add', targetType: 'web_view_host', targetId: saved.id, detail: { host, note: body.note } });
        return saved;
      });
      await this.frames.refresh();
      return present(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('webview.host_taken');
      throw err;
    }
  }

  async remove(admin: AuthUser, id: number): Promise<{ ok: true }> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('web_view_host').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (!mayActOn(admin, row.site_area_id, 'content')) throw forbidden('admin.area_forbidden');
      await trx.deleteFrom('web_view_host').where('id', '=', id).execute();
      await audit(trx, { adminId: admin.id, siteAreaId: row.site_area_id, action: 'web_view_host.delete', targetType: 'web_view_host', targetId: id, detail: { host: row.host } });
    });
    await this.frames.refresh();
    return { ok: true };
  }
}
