import type { Lang } from '@haiwai/contracts';
import type { visaApplyBody } from '@haiwai/contracts/visa';
import type { VisaDocument } from '@haiwai/contracts/visa/constants';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { badRequest, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { moveApplication, SYSTEM } from './moves.js';
import { documentNames, localized } from './text.js';
import { json } from './view.js';
import type { VisaDocumentRef } from './schema.js';

export type ApplyInput = z.output<typeof visaApplyBody>;

/** What a visa order records as its subject (the engine's receipts show it to the buyer). */
interface VisaSubject extends Record<string, unknown> {
  key: string;
  package_id: number;
  agency_id: number;
  applicant_name: string;
  phone: string;
  note: string;
  documents: VisaDocumentRef[];
}

/** Every document the package asks for is there, and nothing it does not ask for. */
function checkDocuments(required: VisaDocument[], given: VisaDocumentRef[], lang: Lang) {
  const unknown = given.find((d) => !required.includes(d.code));
  if (unknown) throw badRequest('visa.document_unknown', { document: documentNames([unknown.code])[lang] ?? unknown.code });
  const missing = required.filter((code) => !given.some((d) => d.code === code));
  if (missing.length) throw badRequest('visa.document_missing', { documents: documentNames(missing)[lang] ?? missing.join(', ') });
}
export { checkDocuments };

async function applicationOfOrder(trx: Transaction<DB>, orderId: number) {
  return trx.selectFrom('visa_application').select('id').where('order_id', '=', String(orderId)).executeTakeFirst();
}

/**
 * The `visa` order kind on the payment engine (docs/visa.md). `quote` prices the package (a listed package of
 * the buyer's area, not their own agency's, every required document given); `hold` writes the application
 * (`unpaid`) with the order; the payment submits it (`fulfil`), an order never paid cancels it (`release`).
 * A payment that arrives after the order expired is refunded whole (`revive` false): the application was
 * cancelled and the applicant applies again.
 */
export function visaOrderKind(): OrderKindDefinition<ApplyInput> {
  return {
    kind: 'visa',
    async quote(input, { trx, userId, siteAreaId, lang }) {
      const pkg = await trx.selectFrom('visa_package').selectAll().where('id', '=', input.package_id).where('status', '=', 'online').executeTakeFirst();
      if (!pkg || pkg.site_area_id !== siteAreaId) throw notFound('visa.package_not_found');
      if (pkg.user_id === userId) throw badRequest('visa.own_package');
      checkDocuments(json<VisaDocument[]>(pkg.documents), input.documents, lang);
      const subject: VisaSubject = {
        key: `visa:${pkg.id}`,
        package_id: pkg.id,
        agency_id: pkg.user_id,
        applicant_name: input.applicant_name,
        phone: input.phone,
        note: input.note,
        documents: input.documents,
      };
      return { title: localized('visa.order_title', { title: pkg.title }), amount: Number(pkg.price), subject };
    },
    async hold({ trx, order }) {
      const s = order.subject as VisaSubject;
      const row = await trx
        .insertInto('visa_application')
        .values({
          order_id: order.id,
          package_id: s.package_id,
          user_id: order.userId,
          agency_id: s.agency_id,
          site_area_id: order.siteAreaId,
          applicant_name: s.applicant_name,
          phone: s.phone,
          note: s.note,
          documents: JSON.stringify(s.documents),
          amount: order.amount,
          currency: order.currency,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const urls = [...new Set(s.documents.map((d) => d.url))];
      await trx.insertInto('visa_application_file').values(urls.map((url) => ({ url, application_id: row.id }))).onConflict((oc) => oc.doNothing()).execute();
    },
    async release({ trx, order }) {
      const app = await applicationOfOrder(trx, order.id);
      if (app) await moveApplication(trx, app.id, SYSTEM, 'cancelled', {}).catch(ignoreRefusal);
    },
    revive: async () => false,
    async fulfil({ trx, order }) {
      const app = await applicationOfOrder(trx, order.id);
      if (app) await moveApplication(trx, app.id, SYSTEM, 'submitted', {});
      return 'done';
    },
  };
}

/** A system move the application already made (or cannot make any more) changes nothing. */
function ignoreRefusal(e: unknown) {
  if (!(e instanceof Error) || !('code' in e)) throw e;
}
