import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"><div class="boot"><div class="boot__card"></div></div></div></body></html>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves the app shell for every page path (history routing)', async () => {
    for (const url of ['/', '/pages/index/my', '/pagesA/common/site?site_area_id=3', '/pages/login/login?redirect=%2Fpages%2Findex%2Fmy']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });
  it('embeds the visitor’s area and home carousel; home preloads its first banner and paints it in the boot shell', async () => {
    const boot = (html: string) => JSON.parse(/window.__HW_BOOT__=(.*?)<\/script>/.exec(html)![1]!) as { lang: string; site_area: { code: string; name: string }; carousel: Array<{ title: string; image: string }> };
    const th = await t.app.inject({ method: 'GET', url: '/pages/index/home?lang=en', headers: { 'x-forwarded-for': '1.46.0.1' } });
    const b = boot(th.body);
    expect(b.site_area).toMatchObject({ code: 'bangkok', name: 'Bangkok' });
    expect(b.lang).toBe('en');
    expect(b.carousel.length).toBeGreaterThanOrEqual(3);
    // The area's own slides come first (basis seed stage area-home), then the neutral global ones.
    expect(b.carousel[0]!.title).toBe('Renting in Bangkok');
    expect(b.carousel.map((c) => c.title)).toContain('Life abroad, all in one place');
    const banner = `${b.carousel[0]!.image}?preset=h5Banner&amp;format=webp`;
    expect(th.body).toContain(`<head><link rel="preload" as="image" href="${banner}" fetchpriority="high">`);
    expect(th.body).toContain(`<div class="boot__card"><img src="${banner}" alt="" fetchpriority="high"></div>`);
    // Other screens carry the boot data but neither ask for nor paint home's banner.
    const list = await t.app.inject({ method: 'GET', url: '/pages/house/list', headers: { 'x-forwarded-for': '1.46.0.1' } });
    expect(boot(list.body).carousel.length).toBe(b.carousel.length);
    expect(list.body).not.toContain('rel="preload"');
    expect(list.body).toContain('<div class="boot__card"></div>');
    const local = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(local.headers['content-encoding']).toBe('gzip');
    expect(boot(gunzipSync(local.rawPayload).toString()).site_area.code).toBe('hcm');
  });

  it('preloads the opening screen’s files from route-files.json, with its words in the page’s language', async () => {
    const routeFiles = {
      screens: {
        '/pages/house/list': {
          files: ['assets/list-page-a1.js', 'assets/list-page-b2.css', 'assets/x"><script>alert(1)</script>.js'],
          words: { zh: ['assets/zh-c3.js'], en: ['assets/en-d4.js'], vi: ['assets/vi-e5.js'] },
        },
      },
    };
    writeFileSync(path.join(dist, 'route-files.json'), JSON.stringify(routeFiles));
    const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((r) => r.body);
    // The screen's files go to the page's preload slices (app-shell.ts), not into its <link>s: the task that reads
    // the page stays short. Chunks become modulepreloads, sheets preloads as style (applying a sheet is its chunk's
    // job, so the boot shell's paint never waits for it), both crossorigin as Vite's own links.
    const preloads = (html: string) => JSON.parse(/window\.__HW_SCREEN_FILES__=(\[.*?\]);/.exec(html)?.[1] ?? '[]') as string[];

    const zh = await page('/pages/house/list?category_id=3');
    expect(preloads(zh)).toEqual(['/assets/list-page-a1.js', '/assets/list-page-b2.css', '/assets/zh-c3.js']);
    expect(zh).not.toMatch(/<link rel="(?:modulepreload|preload)"/);
    // (This shell has no module script: only the preloads start here; see the next test for a built one.)
    expect(zh).toMatch(/<script(?: nonce="[^"]+")?>window\.__HW_BOOT__=\{.*\};window\.__HW_SCREEN_FILES__=\[.*\];\(function\(f\)\{.*\}\)\(window\.__HW_SCREEN_FILES__\)<\/script><\/head>/);
    expect(zh).toContain("l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin=''");
    expect(zh).not.toContain('<script>alert(1)</script>');
    // The app's language from its cookie (the embedded carousel follows it); a link's ?lang= wins over the cookie.
    const en = await page('/pages/house/list', 'token=x; hw_lang=en');
    expect(preloads(en)).toContain('/assets/en-d4.js');
    expect(preloads(en)).not.toContain('/assets/zh-c3.js');
    expect(/"lang":"en"/.test(en)).toBe(true);
    // The page depends on the cookie now: caches must not hand one visitor's language to another.
    expect((await t.app.inject({ method: 'GET', url: '/pages/house/list' })).headers.vary).toBe('accept-encoding, cookie');
    expect(preloads(await page('/pages/house/list?lang=vi', 'hw_lang=en'))).toContain('/assets/vi-e5.js');
    expect(preloads(await page('/pages/house/list', 'hw_lang=xx'))).toContain('/assets/zh-c3.js');
    // A path without a screen of its own, or a broken file: the page as before.
    expect(preloads(await page('/pages/index/my'))).toEqual([]);
    writeFileSync(path.join(dist, 'route-files.json'), '{"screens": [1, 2]');
    const broken = await t.app.inject({ method: 'GET', url: '/pages/house/list' });
    expect(broken.statusCode).toBe(200);
    expect(preloads(broken.body)).toEqual([]);
  });

  it('starts a built app after the shell’s first paint: its entry script and framework preloads move into the boot script', async () => {
    const plain = readFileSync(path.join(dist, 'index.html'), 'utf8');
    writeFileSync(path.join(dist, 'route-files.json'), JSON.stringify({ screens: { '/pages/house/list': { files: ['assets/list-page-a1.js'], words: {} } } }));
    const built = plain.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-def456.js">\n</head>',
    );
    writeFileSync(path.join(dist, 'index.html'), built);
    try {
      for (const url of ['/pages/house/list', '/', '/pages/index/my']) {
        const html = (await t.app.inject({ method: 'GET', url })).body;
        // Neither tag is left in the page, so nothing of the app is fetched before the shell is painted ...
        expect(html).not.toContain('<script type="module"');
        expect(html).not.toContain('rel="modulepreload"');
        // ... the boot script adds them once paint timing reports the first paint (or after one frame without it).
        const call = /\(function\(e,m,slices,f\)\{.*\}\)\("\/assets\/index-abc123\.js",\["\/assets\/react-def456\.js"\],function\(f\)\{.*\},window\.__HW_SCREEN_FILES__\)<\/script>/;
        expect(html).toMatch(call);
        expect(html).toContain("observe({type:'paint',buffered:true})");
        expect(html).toContain("s.type='module';s.crossOrigin='';s.src=e");
      }
      const list = (await t.app.inject({ method: 'GET', url: '/pages/house/list' })).body;
      expect(list).toContain('window.__HW_SCREEN_FILES__=["/assets/list-page-a1.js"]');
    } finally {
      writeFileSync(path.join(dist, 'index.html'), plain);
    }
    // Back to a page without a module script: nothing is moved, the page is served as it is.
    expect((await t.app.inject({ method: 'GET', url: '/pages/index/my' })).body).not.toContain('function(e,m,slices,f)');
  });

  it('paints the login prompt in the boot shell of a login-first screen for a visitor, in the page’s language', async () => {
    const words = (lang: string) => ({ title: `${lang}: log in <first>`, text: `${lang} & hint`, action: `${lang} action` });
    writeFileSync(
      path.join(dist, 'route-files.json'),
      JSON.stringify({
        screens: { '/pagesA/chat/conversation/list': { files: [], words: {}, loginFirst: true }, '/pages/house/list': { files: [], words: {} } },
        loginPrompt: { zh: words('zh'), en: words('en'), vi: words('vi') },
      }),
    );
    const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((r) => r.body);
    const visitor = await page('/pagesA/chat/conversation/list');
    expect(visitor).toContain('<div class="boot boot--prompt">');
    // The words escaped; the home card's place taken by the prompt.
    expect(visitor).toMatch(/<div class="boot__prompt"><i><svg [^>]+><path [^>]+><\/svg><\/i><b>zh: log in &lt;first&gt;<\/b><span>zh &amp; hint<\/span><em>zh action<\/em><\/div>/);
    expect(visitor).not.toContain('<div class="boot__card">');
    expect(await page('/pagesA/chat/conversation/list', 'hw_lang=en')).toContain('<b>en: log in &lt;first&gt;</b>');
    expect(await page('/pagesA/chat/conversation/list?lang=vi')).toContain('<b>vi: log in &lt;first&gt;</b>');
    // Someone logged in on this browser (the app's hint cookie) gets the plain shell; so does any other screen.
    for (const cookie of ['hw_session=1', 'hw_lang=en; hw_session=1', 'hw_session=1; hw_lang=en']) {
      const member = await page('/pagesA/chat/conversation/list', cookie);
      expect(member).not.toContain('boot--prompt');
      expect(member).toContain('<div class="boot__card"></div>');
    }
    // Only `1` counts: a cleared or foreign value is a visitor.
    for (const cookie of ['hw_session=', 'hw_session=0', 'xhw_session=1']) expect(await page('/pagesA/chat/conversation/list', cookie)).toContain('boot--prompt');
    expect(await page('/pages/house/list')).not.toContain('boot--prompt');
    // A build without the prompt's words: the plain shell, never an error.
    writeFileSync(path.join(dist, 'route-files.json'), JSON.stringify({ screens: { '/pagesA/chat/conversation/list': { files: [], words: {}, loginFirst: true } } }));
    expect(await page('/pagesA/chat/conversation/list')).not.toContain('boot--prompt');
  });

  it('serves hashed assets as immutable and 404s a missing one instead of the shell', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-zzz999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
  it('picks up files added after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(200);
  });
  it('still answers unknown API paths with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
