import type { ListingDetail } from '@haiwai/contracts';
import sharp from 'sharp';
import { upload } from '../media/helpers.js';
import type { TestApp } from '../support/harness.js';

export interface Who {
  token: string;
  id: number;
}
type Detail = ListingDetail & Record<string, unknown>;

/** Ho Chi Minh City (the demo admin's area), an uploaded photo, the admin, and makers of live listings. */
export async function worldOf(t: TestApp) {
  const areas = (await t.call<Array<{ id: number; code: string; time_zone: string }>>('siteAreaAll')).data;
  const hcm = areas.find((a) => a.code === 'hcm')!.id;
  const admin = await t.login('13800000100');
  const uploader = await t.newUser();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
  const up = await upload(t, png, { token: uploader.token, type: 'image/png', filename: 'a.png' });
  if (up.body.code !== 200) throw new Error(`upload: ${up.body.message}`);
  const image = up.body.data.url;
  const categoryOf = async (group: string) => (await t.db.selectFrom('category_type').select('id').where('group_key', '=', group).orderBy('id').executeTakeFirstOrThrow()).id;

  async function approve(kind: string, id: number) {
    const r = await t.call(`${kind}AdminAdopt` as 'carAdminAdopt', { token: admin.token, params: { id }, body: {} });
    if (r.status !== 200) throw new Error(`adopt ${kind} ${id}: ${r.status} ${r.message}`);
  }

  /** A live car (approved by the area's admin). `deal` rent is priced per day. */
  async function car(owner: Who, deal: 'sale' | 'rent', over: Record<string, unknown> = {}): Promise<Detail> {
    const body = {
      title: deal === 'rent' ? '丰田凯美瑞 日租 可配司机' : '本田思域 2019 自动挡 出售',
      description: '车况良好，定期保养。',
      price: deal === 'rent' ? 900000 : 450000000,
      price_unit: deal === 'rent' ? 'day' : 'total',
      category_id: await categoryOf('car'),
      images: [image],
      deal,
      make: deal === 'rent' ? 'Toyota' : 'Honda',
      model: deal === 'rent' ? 'Camry' : 'Civic',
      year: 2020,
      contact_phone: '+84 901234567',
      ...over,
    };
    const r = await t.call<Detail>('carSave', { token: owner.token, siteAreaId: hcm, body });
    if (r.status !== 200) throw new Error(`carSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    await approve('car', r.data.id);
    return r.data;
  }

  /** A live company of `owner`. */
  async function company(owner: Who, title = '西贡华人贸易有限公司'): Promise<Detail> {
    const r = await t.call<Detail>('companySave', {
      token: owner.token,
      siteAreaId: hcm,
      body: { title, description: '进出口贸易、物流与咨询服务。', category_id: await categoryOf('enterprise'), images: [image], license_no: '0312345678', size: 'm', opening_hours: '08:00-18:00' },
    });
    if (r.status !== 200) throw new Error(`companySave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    await approve('company', r.data.id);
    return r.data;
  }

  return { hcm, admin, image, categoryOf, approve, car, company };
}

/** YYYY-MM-DD `days` from today (UTC; far enough from midnight issues for day-based tests). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
