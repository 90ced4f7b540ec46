// Decodes HEIC photos on their own thread: libheif (WebAssembly, from heic-decode) takes 1-3 s of CPU for a 12 MP
// iPhone photo, which on the main thread would stall every request of the API meanwhile. Plain JavaScript: worker
// threads do not inherit the TypeScript loader reliably (as db/pglite-worker.mjs).
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

// libheif's wrapper reports a damaged file on the console as well as by its error: the error is enough.
console.log = () => {};

parentPort.on('message', async ({ id, input }) => {
  try {
    const image = await decode({ buffer: input });
    parentPort.postMessage({ id, width: image.width, height: image.height, data: image.data }, [image.data.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
});
