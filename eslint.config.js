// Lint for the whole repository: typescript-eslint's recommended set (syntax only, no type information: fast
// on a small machine) and the layer rules of docs/contributing.md ("Boundaries") with eslint-plugin-boundaries.
// `npm run lint` runs it with zero warnings allowed; scripts/test-all.sh runs it after the type-check.
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const code = ['apps/*/src/**', 'apps/*/tests/**', 'packages/*/src/**', 'e2e/**', 'bench/**'];
const sources = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs'];
const onlyIn = (dirs) => dirs.flatMap((dir) => sources.map((ext) => `${dir}/${ext.slice(3)}`));

const server = 'apps/server/src';
const web = 'apps/web/src';

/** Architectural elements: what each file is, for the layer rules below (first match wins). */
const elements = [
  // The server's composition root: the one list of modules and the migrations built from it.
  { type: 'server-composition', pattern: [`${server}/modules/index.ts`, `${server}/modules/migrations.ts`], mode: 'file' },
  { type: 'server-module', pattern: `${server}/modules/*`, capture: ['name'], partialMatch: false },
  { type: 'server-core', pattern: `${server}/core`, partialMatch: false },
  { type: 'server-db', pattern: `${server}/db`, partialMatch: false },
  { type: 'server-app', pattern: `${server}/*.ts`, mode: 'file' },
  // The web's composition root: app/ (the feature list, screen table, router, layout, start-up) and main.tsx, which
  // alone imports it. It composes everything below and nothing imports it back.
  { type: 'web-root', pattern: `${web}/app`, partialMatch: false },
  { type: 'web-root', pattern: `${web}/main.tsx`, mode: 'file' },
  // features/common is the shared kit (forms, query states, login gate, uploads, rich text, the pager), not a feature.
  { type: 'web-common', pattern: `${web}/features/common`, partialMatch: false },
  { type: 'web-feature', pattern: `${web}/features/*`, capture: ['name'], partialMatch: false },
  // The operators' console (docs/console.md): a desktop app of its own under /admin, loaded lazily by the router.
  { type: 'web-console', pattern: `${web}/console`, partialMatch: false },
  // The bottom layer features stand on: shell/ (feature definition, paths, navigation, status views, icons, session,
  // query client, words), lib/ (http, signing, money, time), stores/ and i18n/.
  { type: 'web-shell', pattern: [`${web}/shell`, `${web}/lib`, `${web}/stores`, `${web}/i18n`], partialMatch: false },
];

const moduleEntry = { to: { element: { type: 'server-module', internalPath: 'index.ts' } } };
// A feature's entries: index.ts (light: hooks, queries, small components), pages.ts (page building blocks, heavy:
// for lazily loaded screens only) and feature.ts (its declaration, for the feature list).
const featureEntry = { to: { element: { type: 'web-feature', internalPath: ['index.ts', 'pages.ts', 'feature.ts'] } } };

/** Layer policies; the last policy that matches an import decides. */
const policies = [
  // core/ and db/ are below every module: they import none.
  {
    from: { element: { types: ['server-core', 'server-db'] } },
    disallow: { to: { element: { types: ['server-module', 'server-composition'] } } },
    message: 'core/ and db/ import no module (docs/contributing.md, Boundaries)',
  },
  // A module reaches another only through its public entry, modules/<name>/index.ts.
  {
    from: { element: { type: 'server-module' } },
    disallow: { to: { element: { types: ['server-module', 'server-composition'] } } },
    message: "a module imports another module only through that module's index.ts (docs/contributing.md, Boundaries)",
  },
  { from: { element: { type: 'server-module' } }, allow: moduleEntry },
  // A module's own declaration (module.ts) wires it to others and is exempt, like the composition root.
  { from: { element: { type: 'server-module', internalPath: 'module.ts' } }, allow: { to: { element: { type: 'server-module' } } } },
  // app.ts / main.ts take modules by their entries and declarations only.
  {
    from: { element: { type: 'server-app' } },
    disallow: { to: { element: { type: 'server-module' } } },
    message: "app.ts/main.ts import a module only through its index.ts or module.ts",
  },
  { from: { element: { type: 'server-app' } }, allow: { to: { element: { type: 'server-module', internalPath: ['index.ts', 'module.ts'] } } } },
  // Web, bottom up (docs/contributing.md, Layers). The shell imports no feature, no kit and not the root.
  {
    from: { element: { type: 'web-shell' } },
    disallow: { to: { element: { types: ['web-feature', 'web-common', 'web-root', 'web-console'] } } },
    message: 'shell/, lib/, stores/ and i18n/ are the bottom layer: they import no feature, not features/common and not app/ (docs/contributing.md, Layers)',
  },
  // The kit imports the shell only: no feature, not the root.
  {
    from: { element: { type: 'web-common' } },
    disallow: { to: { element: { types: ['web-feature', 'web-root', 'web-console'] } } },
    message: 'features/common is the kit: it imports the shell, no feature and not app/ (docs/contributing.md, Layers)',
  },
  // A feature never imports the root, and reaches another feature only through its entry (index.ts or feature.ts).
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { types: ['web-feature', 'web-root', 'web-console'] } } },
    message: "a feature imports another feature only through its index.ts / pages.ts, and never app/ (docs/contributing.md, Layers)",
  },
  { from: { element: { type: 'web-feature' } }, allow: featureEntry },
  // Style sheets are shared by class name (the listing cards' and detail bar's look): not code, so not an entry.
  { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', internalPath: '**/*.css' } } } },
  // The root names features only through their entries.
  {
    from: { element: { type: 'web-root' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message: 'app/ imports a feature only through its index.ts / pages.ts / feature.ts; app/features.ts lists the features',
  },
  { from: { element: { type: 'web-root' } }, allow: featureEntry },
  // The console stands on the shell and the kit; it never imports a feature or the root (nothing imports it back but
  // the router, lazily, through its app).
  {
    from: { element: { type: 'web-console' } },
    disallow: { to: { element: { types: ['web-feature', 'web-root'] } } },
    message: 'console/ imports the shell (shell/, lib/, stores/, i18n/) and features/common only: no feature, not app/ (docs/console.md)',
  },
  {
    from: { element: { type: 'web-root' } },
    disallow: { to: { element: { type: 'web-console' } } },
    message: 'app/ loads the console only through console/app/console-app.tsx, lazily (docs/console.md)',
  },
  { from: { element: { type: 'web-root' } }, allow: { to: { element: { type: 'web-console', internalPath: 'app/console-app.tsx' } } } },
];

export default tseslint.config(
  {
    ignores: [
      '.*/**', // scratch copies and tool folders at the root
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/artifacts/**',
      'bench/node_modules/**',
      'bench/results/**',
      'coverage/**',
      'apps/server/tests/kernel/openapi-client/api.gen.ts',
    ],
  },
  {
    files: onlyIn(code),
    extends: [tseslint.configs.recommended],
    rules: {
      // A leading underscore marks a name kept on purpose (a parameter a signature needs, a field left out of a rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and benchmarks read untyped JSON replies, socket frames and driver rows; `any` there is the point.
    files: onlyIn(['apps/*/tests/**', 'e2e/**', 'bench/**']).concat(['apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx']),
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: onlyIn([`${server}/**`, `${web}/**`]),
    // Tests look inside what they test.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-warnings': false,
      'import/resolver': { [new URL('./scripts/eslint-ts-resolver.cjs', import.meta.url).pathname]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
);
