import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LANG_COOKIE, SESSION_HINT_COOKIE, normalizeLang, type Lang } from '@haiwai/contracts';
import { z } from 'zod';

/** Reading dist/route-files.json (written after each web build by scripts/route-files.mjs) and the page request's cookies. */
const promptWords = z.object({ title: z.string(), text: z.string(), action: z.string() });
const routeFilesSchema = z.object({
  screens: z.record(
    z.string(),
    z.object({ files: z.array(z.string()), words: z.record(z.string(), z.array(z.string())), loginFirst: z.boolean().optional() }),
  ),
  loginPrompt: z.record(z.string(), promptWords).optional(),
});
type RouteFiles = z.infer<typeof routeFilesSchema>;
/** The words of the login prompt a visitor gets on a login-first screen. */
export type LoginPromptWords = z.infer<typeof promptWords>;

/** A dist-relative file name as the build writes them (assets/x-hash.js): anything else is not put in the page. */
const SAFE_FILE = /^[\w./-]+\.(?:js|css)$/;

/**
 * What the build wrote about the screens (route-files.json), read again when the file changes.
 * - `files`: what starts downloading the opening screen's files with the entry: its chunks and CSS, and its
 *   dictionaries in the visitor's language, as paths (`/assets/…`) for the page's preload slices (app-shell.ts).
 *   Without them the browser learns of these files only after the entry has downloaded and run, then again after
 *   the screen's loader has. Empty when the build wrote no route-files.json (an older build, or a test's stand-in
 *   web root) or the path has no screen of its own.
 * - `loginPrompt`: the prompt's words on a screen a visitor may not see (login-first), null elsewhere.
 */
export function screenFiles(webRoot: string) {
  const file = path.join(webRoot, 'route-files.json');
  let cached: { mtimeMs: number; routes: RouteFiles | null } | null = null;
  const routes = async (): Promise<RouteFiles | null> => {
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
    if (cached?.mtimeMs === mtimeMs) return cached.routes;
    cached = { mtimeMs, routes: mtimeMs < 0 ? null : await readRouteFiles(file) };
    return cached.routes;
  };

  return {
    async files(pathname: string, lang: Lang): Promise<string[]> {
      const screen = (await routes())?.screens[pathname];
      if (!screen) return [];
      return [...screen.files, ...(screen.words[lang] ?? [])].filter((f) => SAFE_FILE.test(f)).map((f) => `/${f}`);
    },
    /** The login prompt's words when `pathname` is a login-first screen (the build says which), else null. */
    async loginPrompt(pathname: string, lang: Lang): Promise<LoginPromptWords | null> {
      const r = await routes();
      return r?.screens[pathname]?.loginFirst ? (r.loginPrompt?.[lang] ?? null) : null;
    },
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

const SESSION_IN_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);

/** Whether the browser says someone is logged in on it (the web app's hint cookie; never trusted for access). */
export const hasSessionHint = (cookieHeader: string | undefined): boolean => SESSION_IN_COOKIE.test(cookieHeader ?? '');
