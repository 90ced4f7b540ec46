import { Worker } from 'node:worker_threads';
import type { Metadata } from 'sharp';

/** Raw RGBA pixels, as sharp takes them (`sharp(data, { raw })`). */
export interface RawImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

/**
 * True for an HEVC-coded HEIF (iPhone photos: `ftypheic`, `heix`, `mif1`, `msf1`...). sharp reads such a file's
 * container (size, pages) but its prebuilt libvips carries no HEVC decoder (a patent matter), so the pixels come
 * from heic-decode: libheif with libde265 built to WebAssembly, from the npm registry, no system library needed.
 * AVIF (AV1 in the same container) is decoded by sharp itself.
 */
export const isHevc = (meta: Metadata): boolean => meta.format === 'heif' && meta.compression === 'hevc';

type Reply = { id: number; width: number; height: number; data: Uint8Array } | { id: number; error: string };

/**
 * One decoding thread (heic-worker.mjs), started on the first HEIC and kept: the decoder is a 1.5 MB WebAssembly
 * module, and a 12 MP photo takes it 1-3 s of CPU that must not stall the API. Photos queue on it one at a time
 * (uploads are rate limited per user). It holds no state of any app: one per process.
 */
class HeicDecoder {
  #worker: Worker | null = null;
  #next = 1;
  readonly #pending = new Map<number, { resolve(r: RawImage): void; reject(e: Error): void }>();

  decode(input: Buffer): Promise<RawImage> {
    const worker = this.#start();
    const id = this.#next++;
    return new Promise<RawImage>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, input });
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), { execArgv: [] });
    worker.on('message', (m: Reply) => {
      const p = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      // An idle decoder never keeps the process alive.
      if (!this.#pending.size) worker.unref();
      if (!p) return;
      if ('error' in m) p.reject(new Error(m.error));
      else p.resolve({ data: Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), raw: { width: m.width, height: m.height, channels: 4 } });
    });
    const fail = (err: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`HEIC decoder exited (${code})`)));
    this.#worker = worker;
    return worker;
  }
}

const decoder = new HeicDecoder();

/**
 * The primary picture of an HEIC file, rotated and mirrored as the file says (libheif applies `irot`/`imir`), decoded
 * on the decoder thread. The caller has checked the size from the container's header first (a pixel bomb never
 * reaches the decoder).
 */
export function decodeHeic(input: Buffer): Promise<RawImage> {
  return decoder.decode(input);
}
