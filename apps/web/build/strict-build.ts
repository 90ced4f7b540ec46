import { createLogger, type Logger, type Plugin } from 'vite';
import type { RollupLog } from 'rollup';

/**
 * A build that warns fails. A Rollup warning such as "export … was reexported through … while both modules are
 * dependencies of each other and will end up in different chunks" announces a screen that may one day fail to load
 * for real users (its chunks import each other in a circle), so it is an error here, as are Vite's own warnings.
 * Only `vite build` is strict: the dev server keeps warning and going.
 */
export function strictBuild(): { plugin: Plugin; onwarn: (warning: RollupLog) => void; logger: Logger } {
  const warnings: string[] = [];
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    warnings.push(message);
    warn(message, options);
  };
  logger.warnOnce = logger.warn;
  return {
    logger,
    onwarn(warning) {
      if (harmless(warning)) return;
      const where = warning.id ?? warning.loc?.file ?? '';
      throw new Error(`Build warning treated as an error (apps/web/build/strict-build.ts): [${warning.code ?? 'WARNING'}] ${warning.message}${where ? ` (${where})` : ''}`);
    },
    plugin: {
      name: 'haiwai:strict-build',
      apply: 'build',
      closeBundle() {
        if (warnings.length) {
          throw new Error(`Build warnings treated as errors (apps/web/build/strict-build.ts):\n${warnings.map((w) => `  ${w}`).join('\n')}`);
        }
      },
    },
  };
}

/**
 * Warnings Vite itself drops: `this` rewritten at a module's top (the JSX development transform passes `this`; some
 * libraries' UMD wrappers) and circles inside npm packages (theirs to fix; ours fail here and in `npm run lint`).
 */
function harmless(warning: RollupLog): boolean {
  if (warning.code === 'THIS_IS_UNDEFINED') return true;
  return warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every((id) => id.includes('/node_modules/'));
}

/**
 * The web build's mode is its own: production unless asked otherwise (`vite build --mode development`), whatever
 * NODE_ENV the caller runs with. Vite takes NODE_ENV from the environment when it is set, so `NODE_ENV=development
 * npm start` (the server's development mode) used to ship React's development build. Vite reads NODE_ENV again after
 * loading this config, so setting it here decides the build.
 */
export function buildNodeEnv(command: 'build' | 'serve', mode: string): void {
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
}
