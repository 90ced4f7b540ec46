import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LANG_COOKIE, normalizeLang, type Lang } from '@haiwai/contracts';
import { z } from 'zod';

/** dist/route-files.json, written after each web build by scripts/route-files.mjs. */
const routeFilesSchema = z.object({
  screens: z.record(z.string(), z.object({ files: z.array(z.string()), words: z.record(z.string(), z.array(z.string())) })),
});
type RouteFiles = z.infer<typeof routeFilesSchema>;

/** A dist-relative file name as the build writes them (assets/x-hash.js): anything else is not put in the page. */
const SAFE_FILE = /^[\w./-]+\.(?:js|css)$/;

/**
 * The `<link>`s that start downloading the opening screen's files with the entry: its chunks (modulepreload) and
 * CSS (preload as style: the chunk adds the sheet itself when it runs, from the cache; `crossorigin` as Vite's own
 * links have it, or the browser downloads the file twice), and its dictionaries in the
 * visitor's language. Without them the browser learns of these files only after the entry has downloaded and run,
 * then again after the screen's loader has (a slow phone's main cost on a list or a detail). '' when the build wrote
 * no route-files.json (an older build, or a test's stand-in web root) or the path has no screen of its own.
 */
export function routePreloads(webRoot: string) {
  const file = path.join(webRoot, 'route-files.json');
  let cached: { mtimeMs: number; routes: RouteFiles | null } | null = null;
  const routes = async (): Promise<RouteFiles | null> => {
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
    if (cached?.mtimeMs === mtimeMs) return cached.routes;
    cached = { mtimeMs, routes: mtimeMs < 0 ? null : await readRouteFiles(file) };
    return cached.routes;
  };

  return async (pathname: string, lang: Lang): Promise<string> => {
    const screen = (await routes())?.screens[pathname];
    if (!screen) return '';
    const links = [...screen.files, ...(screen.words[lang] ?? [])]
      .filter((f) => SAFE_FILE.test(f))
      .map((f) => (f.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${f}">` : `<link rel="modulepreload" crossorigin href="/${f}">`));
    return links.join('');
  };
}

/** The file's routes, or null when it cannot be read or is not what the build writes (the page goes without). */
async function readRouteFiles(file: string): Promise<RouteFiles | null> {
  try {
    const parsed = routeFilesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const LANG_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

/** The language the page will show: `?lang=` when the link names one, else the app's cookie, else the default. */
export function pageLang(queryLang: unknown, cookieHeader: string | undefined): Lang {
  if (typeof queryLang === 'string' && queryLang) return normalizeLang(queryLang);
  return normalizeLang(LANG_IN_COOKIE.exec(cookieHeader ?? '')?.[1]);
}
