import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the entry's stylesheets into index.html as <style>: on a slow phone each render-blocking stylesheet is a
 * round trip before the first paint (six of them, ≈ 5 KB gzip in all). Each <link> stays, `disabled`, so the
 * browser does not fetch it and Vite's preload helper, which skips a stylesheet already linked, does not load a
 * second copy when a lazy screen shares one of these files (a late copy would re-order the cascade).
 */
export function inlineCssPlugin(): Plugin {
  return {
    name: 'haiwai-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET, (tag, href: string) => {
          const asset = bundle[href.slice(1)] as OutputAsset | undefined;
          if (!asset || asset.type !== 'asset') return tag;
          const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
          return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
        });
      },
    },
  };
}
