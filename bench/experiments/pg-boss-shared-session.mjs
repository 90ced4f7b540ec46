import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
const pglite = new PGlite();
const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', supervise: false, schedule: false });
await boss.start();
await boss.createQueue('q');
await pglite.exec('create table app_row (id int)');
// The app opens a transaction on the one session (as Kysely does while it holds the connection)...
await pglite.query('begin');
await pglite.query('insert into app_row values (1)');
// ...while pg-boss, sharing the session, sends a job for something else (not part of the app's transaction).
const id = await boss.send('q', { unrelated: true });
// The app's transaction fails and rolls back.
await pglite.query('rollback');
const job = await boss.getJobById('q', id);
console.log('unrelated job after the app rolled back:', job ? 'kept' : 'LOST');
await pglite.query('begin');
await pglite.query('insert into app_row values (2)');
await boss.createQueue('r'); // multi-statement DDL through exec: BEGIN ... COMMIT on the same session
await pglite.query('rollback').catch((e) => console.log('rollback error:', e.message));
console.log('app rows after the app rolled back row 2:', (await pglite.query('select id from app_row')).rows);
await boss.stop({ graceful: false, wait: false });
