/** A page module that could not be fetched (offline, or a chunk removed by a new deployment). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A page module that did not arrive within the async-page timeout. */
export class PageTimeoutError extends Error {
  override readonly name = 'PageTimeoutError';
}

const CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk/i;

export function isChunkError(err: unknown): boolean {
  return err instanceof Error && (err.name === 'ChunkLoadError' || CHUNK_MESSAGES.test(err.message));
}

/** Wraps a page loader: chunk failures become ChunkLoadError, a slow load becomes PageTimeoutError. */
export function guardLoad<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageTimeoutError('page load timed out')), timeoutMs);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(isChunkError(err) ? new ChunkLoadError((err as Error).message) : err);
      },
    );
  });
}
