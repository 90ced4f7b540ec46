import type { Plugin } from 'vite';

const STUB_ID = '\0haiwai-antd-legacy-render';
const WARNING_STUB_ID = '\0haiwai-antd-legacy-render-warning';

/**
 * antd-mobile's imperative parts (Toast, Dialog, …) render through `unstable-render`, whose default is rc-util's
 * ReactDOM.render wrapper; React 19 has no ReactDOM.render, so `app/antd-setup.ts` always replaces it with a
 * createRoot renderer before anything shows. The default was still bundled into the first load (rc-util's CommonJS
 * build with Babel's regenerator, ≈ 3.6 KB gzip). This swaps it for a stub that says what went wrong if it is
 * ever called, i.e. if antd-setup stopped running first. The default's React 19 warning (rc-util's CommonJS
 * `warning`, kept whole though only development builds call it) becomes a no-op the same way.
 */
export function legacyRenderStubPlugin(): Plugin {
  return {
    name: 'haiwai-antd-legacy-render-stub',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replace(/\\/g, '/').endsWith('antd-mobile/es/utils/unstable-render.js')) return null;
      if (source === './render') return STUB_ID;
      if (source === 'rc-util/lib/warning') return WARNING_STUB_ID;
      return null;
    },
    load(id) {
      if (id === WARNING_STUB_ID) return 'export default function warningOnce() {}';
      if (id !== STUB_ID) return null;
      return [
        "const missing = () => { throw new Error('antd-mobile rendered before app/antd-setup.ts installed its React 19 renderer'); };",
        'export const render = missing;',
        'export const unmount = missing;',
      ].join('\n');
    },
  };
}
