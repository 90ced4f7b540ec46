import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in web build: index.html shaped like the real one (lang, title, empty description), no scripts. */
export function standInDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-heads-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh"><head><meta charset="UTF-8" /><meta name="keywords" content="" /><meta name="description" content="" /><title>海外一站式服务</title></head><body><div id="root"><div class="boot" aria-hidden="true"><div class="boot__head"></div><div class="boot__card"></div></div></div></body></html>',
  );
  return dist;
}

export const ORIGIN = 'https://haiwai.example.com';

const unescape = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** What a previewer reads from a page: its head's title, metas, links and JSON-LD, unescaped. */
export function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => {
    const m = new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(head);
    return m ? unescape(m[1]!) : null;
  };
  const hreflang = Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, unescape(m[2]!)]));
  const ld = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    raw: head,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1] ?? null,
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: unescape(/<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? ''),
    canonical: unescape(/<link rel="canonical" href="([^"]+)">/.exec(head)?.[1] ?? '') || null,
    robots: meta('robots'),
    og: { title: meta('og:title'), description: meta('og:description'), image: meta('og:image'), type: meta('og:type'), url: meta('og:url'), locale: meta('og:locale') },
    twitter: { card: meta('twitter:card'), title: meta('twitter:title'), image: meta('twitter:image') },
    hreflang,
    ld,
  };
}
