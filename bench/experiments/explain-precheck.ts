/** One-off: the plans of the send precheck inside its function (auto_explain, nested), on the chat bench's world. */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { allMigrations } from '../../apps/server/src/modules/migrations.ts';
import { createWorld, startCluster } from '../chat-setup.ts';
import { PRODUCTION_ENV } from '../lib.ts';

const cluster = startCluster(55461);
try {
  const database = await openDatabase({ databaseUrl: cluster.url });
  await migrate(database, allMigrations());
  await database.close();
  const world = await createWorld(cluster.url, PRODUCTION_ENV.TOKEN_SECRET, 2000, 100);
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  const s = world.sockets;
  // Plans made while chat_message is empty (as at the bench's start), kept by this connection.
  for (let k = 0; k < 8; k++) await c.query('select * from chat_send_prechecks($1::jsonb, 1::smallint)', [JSON.stringify([{ u: s[k]!.userId, tid: `early-${k}`, c: s[k]!.conv }])]);
  for (let k = 0; k < 1000; k++) {
    const batch = s.slice((k * 20) % 2000, ((k * 20) % 2000) + 20).map((x, i) => ({ c: x.conv, s: x.userId, t: 'text', x: { text: 'hi' }, tid: `t${k}-${i}` }));
    await c.query('select * from chat_store_messages($1::jsonb, now())', [JSON.stringify(batch)]);
  }
  await c.query(`load 'auto_explain'`);
  await c.query(`set auto_explain.log_nested_statements = on; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_level = notice`);
  const notices: string[] = [];
  c.on('notice', (n) => notices.push(n.message ?? ''));
  for (let k = 0; k < 8; k++) {
    const x = s[k * 7]!;
    notices.length = 0;
    const t0 = performance.now();
    await c.query('select * from chat_send_prechecks($1::jsonb, 1::smallint)', [JSON.stringify([{ u: x.userId, tid: `new-${k}`, c: x.conv }])]);
    console.log(`call ${k}: ${(performance.now() - t0).toFixed(2)} ms (conv ${x.conv})`);
  }
  console.log(notices.join('\n---\n'));
  await c.end();
} finally {
  cluster.stop();
}
