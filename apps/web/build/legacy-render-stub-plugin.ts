import type { Plugin } from 'vite';

const STUB_ID = '\0haiwai-antd-legacy-render';

/**
 * antd-mobile's imperative parts (Toast, Dialog, …) render through `unstable-render`, whose default is rc-util's
 * ReactDOM.render wrapper; React 19 has no ReactDOM.render, so `app/antd-setup.ts` always replaces it with a
 * createRoot renderer before anything shows. The default was still bundled into the first load (rc-util's CommonJS
 * build with Babel's regenerator, ≈ 3.6 KB gzip). This swaps it for a stub that says what went wrong if it is
 * ever called, i.e. if antd-setup stopped running first.
 */
export function legacyRenderStubPlugin(): Plugin {
  return {
    name: 'haiwai-antd-legacy-render-stub',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './render' && importer?.replace(/\\/g, '/').endsWith('antd-mobile/es/utils/unstable-render.js')) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        "const missing = () => { throw new Error('antd-mobile rendered before app/antd-setup.ts installed its React 19 renderer'); };",
        'export const render = missing;',
        'export const unmount = missing;',
      ].join('\n');
    },
  };
}
