import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { apiRoutesPlugin } from './build/api-routes-plugin';
import { inlineCssPlugin } from './build/inline-css-plugin';
import { legacyRenderStubPlugin } from './build/legacy-render-stub-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { routeFilesPlugin } from './build/route-files-plugin';
import { screensCheckPlugin } from './build/screens-check-plugin';
import { buildNodeEnv, strictBuild } from './build/strict-build';

const THEME_BLUE = '#1677ff';

export default defineConfig(({ command, mode }) => {
  buildNodeEnv(command, mode);
  const strict = strictBuild();
  return {
    base: '/',
    customLogger: command === 'build' ? strict.logger : undefined,
    plugins: [
      strict.plugin,
      apiRoutesPlugin(),
      legacyRenderStubPlugin(),
      screensCheckPlugin(),
      react(),
      VitePWA({
        // 'prompt': a new version waits until the user accepts the restart dialog (spec section 4).
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/*.png', 'favicon.png'],
        manifest: {
          name: '海外一站式服务',
          short_name: '海外服务',
          description: 'Going-abroad one-stop service: classifieds, local services, social and chat',
          lang: 'zh',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_BLUE,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
          navigateFallback: '/index.html',
          // The server answers these itself: the API, and a business card's short link (/c/<code>, a redirect to its page).
          navigateFallbackDenylist: [/^\/api\//, /^\/c\//],
          // Web Push's `push` and `notificationclick` handlers (public/sw-push.js, docs/web-push.md), pulled into the generated worker.
          importScripts: ['/sw-push.js'],
        },
      }),
      inlineCssPlugin(),
      precompressPlugin(),
      routeFilesPlugin(),
    ],
    resolve: {
      // The root node_modules holds React 18 for other workspaces; antd-mobile and friends must share our React 19.
      dedupe: ['react', 'react-dom'],
      alias: [
        // react-router's package exports point browsers at its development build; use the production one.
        {
          find: /^react-router$/,
          replacement: join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
        },
      ],
    },
    server: {
      proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
    },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 modules knows <link rel=modulepreload> (Safari 17, Firefox 115); older ones
      // still load the modules, just without the head start. Saves the polyfill in the first load.
      modulePreload: { polyfill: false },
      // Read by the bundle budgets (../../scripts/check-bundle-budgets.mjs) and the route files (route-files-plugin.ts): keep it on.
      manifest: true,
      // The operators' console (/admin, desktop only) is one chunk with antd (≈600 KB before gzip): loaded only there, never
      // by the member app's screens (the bundle budgets check that antd and recharts stay out of the entry).
      chunkSizeWarningLimit: 900,
      // Keeps the framework in long-lived chunks so a feature change doesn't bust the vendor cache.
      rollupOptions: {
        onwarn: strict.onwarn,
        output: {
          manualChunks(id) {
            if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
            // antd-mobile's gesture and animation libraries, each in a file of its own name wherever Rollup would put
            // it: screens keep them out of their first loads, and the browser tests check that by these names.
            if (/node_modules\/@react-spring\//.test(id)) return 'react-spring';
            if (/node_modules\/@use-gesture\//.test(id)) return 'use-gesture';
            return undefined;
          },
        },
      },
    },
  };
});
