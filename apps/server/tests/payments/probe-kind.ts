import { sql, type Kysely } from 'kysely';
import { conflict } from '../../src/core/errors.js';
import type { DB } from '../../src/db/schema.js';
import type { OrderKindDefinition } from '../../src/modules/payments/kinds.js';
import type { PaymentProvider } from '../../src/modules/payments/providers/provider.js';

/**
 * A kind made for the engine's tests: it holds a named slot while unpaid (unique, like an ad's dates), grants
 * by writing a row, and records what refunds take back — all in real tables, so what the engine does is read
 * back from the database.
 */
export interface ProbeBody {
  slot: string;
  amount?: number;
}

export async function createProbeTables(db: Kysely<DB>) {
  await sql`create table if not exists probe_hold (slot text primary key, order_id bigint not null)`.execute(db);
  await sql`create table if not exists probe_grant (id serial primary key, order_id bigint not null)`.execute(db);
  await sql`create table if not exists probe_reverse (id serial primary key, order_id bigint not null, amount bigint not null, whole boolean not null)`.execute(db);
}

export const probeKind: OrderKindDefinition<ProbeBody> = {
  kind: 'probe',
  quote: async (body) => ({ title: { zh: `测试 ${body.slot}`, en: `Probe ${body.slot}`, vi: `Thử ${body.slot}` }, amount: body.amount ?? 12_000, subject: { key: `slot:${body.slot}`, slot: body.slot } }),
  hold: async ({ trx, order }) => {
    const r = await sql`insert into probe_hold (slot, order_id) values (${order.subject.slot}, ${order.id}) on conflict do nothing`.execute(trx);
    if (!r.numAffectedRows) throw conflict('error.conflict');
  },
  release: async ({ trx, order }) => {
    await sql`delete from probe_hold where order_id = ${order.id}`.execute(trx);
  },
  revive: async ({ trx, order }) => {
    const r = await sql`insert into probe_hold (slot, order_id) values (${order.subject.slot}, ${order.id}) on conflict do nothing`.execute(trx);
    return Boolean(r.numAffectedRows);
  },
  fulfil: async ({ trx, order }) => {
    await sql`insert into probe_grant (order_id) values (${order.id})`.execute(trx);
    return 'done';
  },
  reverse: async ({ trx, order, amount, whole }) => {
    await sql`insert into probe_reverse (order_id, amount, whole) values (${order.id}, ${amount}, ${whole})`.execute(trx);
  },
};

/** A provider that cannot be reached (its name stands in for Stripe, in one currency only). */
export const unreachableProvider: PaymentProvider = {
  name: 'stripe',
  supports: (currency) => currency === 'AED',
  start: () => Promise.reject(new Error('connect ECONNREFUSED')),
  refund: () => Promise.reject(new Error('connect ECONNREFUSED')),
};
