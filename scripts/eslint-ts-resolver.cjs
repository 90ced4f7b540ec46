// Import resolver for eslint-plugin-boundaries (interface v2 of eslint-module-utils): resolves relative
// imports the way TypeScript does here (`./x.js` → `./x.ts`/`.tsx`, extensionless → `.ts`/`.tsx`/`index.ts`),
// and hands package imports to eslint-import-resolver-node.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

const candidates = (base) => {
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  return [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.d.ts`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
};

exports.resolve = (source, file, config) => {
  if (source.startsWith('.') || source.startsWith('/')) {
    const base = path.resolve(path.dirname(file), source.split('?')[0]);
    for (const candidate of candidates(base)) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
    }
    return { found: false };
  }
  return nodeResolver.resolve(source, file, config);
};
