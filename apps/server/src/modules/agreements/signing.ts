import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.js';
import type { Call } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { Agreements } from './agreements.js';
import { expiryKey, moveAgreement, tell } from './moves.js';
import { renderAgreementPdf } from './pdf.js';
import { fillClause, loadAgreement, signaturesOf, valuesOf, type AgreementView } from './view.js';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** The PNG of a drawn signature, refused when it is not a PNG or nothing was drawn (every pixel transparent or white). */
async function signatureImage(dataUrl: string): Promise<Buffer> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const meta = await sharp(png).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > 4000 || meta.height > 4000) throw new Error('not a png');
    const stats = await sharp(png).stats();
    const alpha = meta.hasAlpha ? stats.channels[3]! : null;
    const inked = alpha ? alpha.max > 0 && stats.channels.slice(0, 3).some((c) => c.min < 200) : stats.channels.some((c) => c.min < 200);
    if (!inked) throw badRequest('agreements.signature_empty');
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest('agreements.signature_empty');
  }
  return png;
}

/** What the signatures vouch for: the contract's text and values, hashed (printed on the audit page). */
export function contentHash(row: AgreementView): string {
  return sha256(JSON.stringify({ id: row.id, title: row.title, fields: row.fields, values: row.field_values, clauses: row.clauses, side: row.side_lang }));
}

export async function makePdf(trx: Transaction<DB>, row: AgreementView, signedAt: Date) {
  const lang = row.side_lang;
  const values = valuesOf(row);
  const signatures = await signaturesOf(trx, row.id);
  const bytes = await renderAgreementPdf({
    id: row.id,
    sideLang: lang,
    title: { zh: row.title.zh, side: row.title[lang] },
    fields: row.fields.map((f) => ({ zh: f.label.zh, side: f.label[lang], value: values[f.key]! })),
    clauses: row.clauses.map((c) => ({ zh: fillClause(c.zh, values), side: fillClause(c[lang], values) })),
    signatures: signatures.map((s) => ({ role: s.role, nickname: s.nickname, signedAt: new Date(s.signed_at), ip: s.ip, userAgent: s.user_agent, image: Buffer.from(s.image) })),
    signedAt,
    contentHash: contentHash(row),
  });
  const hash = sha256(bytes);
  await trx.insertInto('agreement_pdf').values({ agreement_id: row.id, bytes: Buffer.from(bytes), sha256: hash }).execute();
  return hash;
}

export class Signing {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly timers: Timers,
    private readonly agreements: Agreements,
  ) {}

  /**
   * Signs for the caller (the holder of the invitation becomes the counterparty): who, when, IP and device with the
   * drawn PNG. The second signature renders the PDF, stores it with its SHA-256 and moves the contract to signed.
   */
  async sign(user: AuthUser, body: Call<'contractSign'>['body'], device: { ip: string; userAgent: string }) {
    const image = await signatureImage(body.signature);
    await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('agreement').select('id').where('id', '=', body.id).forUpdate().executeTakeFirst();
      const { row, role } = await this.agreements.visible(trx, body.id, user, body.token);
      if (row.status !== 'awaiting') throw conflict('agreements.bad_transition', { status: row.status });
      if (role === 'invitee') await trx.updateTable('agreement').set({ counterparty_id: user.id }).where('id', '=', row.id).execute();
      const side = role === 'creator' ? 'creator' : 'counterparty';
      const done = await trx.selectFrom('agreement_signature').select('role').where('agreement_id', '=', row.id).execute();
      if (done.some((d) => d.role === side)) throw conflict('agreements.already_signed');
      await trx.insertInto('agreement_signature').values({ agreement_id: row.id, user_id: user.id, role: side, image, ip: device.ip, user_agent: device.userAgent.slice(0, 400) }).execute();
      const fresh = (await loadAgreement(trx, row.id))!;
      if (done.length === 0) {
        const other = side === 'creator' ? fresh.counterparty_id : fresh.creator_id;
        if (other !== null) await tell(trx, other, fresh, 'signed_one', { name: side === 'creator' ? fresh.creator_name : (fresh.counterparty_name ?? '') });
        return;
      }
      const signedAt = new Date();
      const hash = await makePdf(trx, fresh, signedAt);
      await moveAgreement(trx, row.id, { role: 'system', userId: null }, 'signed', { set: () => ({ pdf_sha256: hash, signed_at: signedAt }) });
      await this.timers.cancel(expiryKey(row.id), { db: trx });
    });
    return this.agreements.info(body.id, user, body.token);
  }

  /** The signed PDF's bytes, for a party only (anyone else: 404, as for the contract). */
  async pdf(user: AuthUser, id: number) {
    const { row, role } = await this.agreements.visible(this.db, id, user);
    if (role === 'invitee') throw notFound('agreements.not_found');
    const pdf = await this.db.selectFrom('agreement_pdf').select(['bytes', 'sha256']).where('agreement_id', '=', row.id).executeTakeFirst();
    if (!pdf) throw conflict('agreements.not_signed');
    return { bytes: Buffer.from(pdf.bytes), name: `contract-${row.id}.pdf` };
  }

  async verify(user: AuthUser, body: Call<'contractVerify'>['body']) {
    const { row, role } = await this.agreements.visible(this.db, body.id, user);
    if (role === 'invitee') throw notFound('agreements.not_found');
    if (!row.pdf_sha256) throw conflict('agreements.not_signed');
    return { match: row.pdf_sha256 === body.sha256.toLowerCase(), sha256: row.pdf_sha256 };
  }
}
