// Runs PGlite (WASM Postgres) on its own thread, so a long query never blocks the API's event loop.
// Plain JavaScript: worker threads do not inherit the TypeScript loader reliably on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

// btree_gin: the live-listing search index combines area and kind with the words (migration 0008).
const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { btree_gin } });
parentPort.on('message', async (msg) => {
  if (msg.type === 'close') {
    await db.close();
    parentPort.postMessage({ id: msg.id, closed: true });
    return;
  }
  try {
    if (msg.type === 'exec') {
      await db.exec(msg.sql);
      parentPort.postMessage({ id: msg.id, rows: [], affectedRows: 0 });
    } else {
      const r = await db.query(msg.sql, msg.params);
      parentPort.postMessage({ id: msg.id, rows: r.rows, affectedRows: r.affectedRows ?? 0 });
    }
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      error: { message: err?.message ?? String(err), code: err?.code, detail: err?.detail, constraint: err?.constraint },
    });
  }
});
parentPort.postMessage({ ready: true });
