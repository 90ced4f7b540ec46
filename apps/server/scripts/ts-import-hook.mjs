// First module of the compiled server (dist/main.js). The seed imports the web app's dictionaries
// (apps/web/src/i18n/*.ts) at run time; Node strips their types itself but, unlike tsx, does not add the
// `.ts` the web's extensionless relative imports leave out. This resolve hook adds it, for .ts importers only.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (err) {
      const fromTs = context.parentURL?.endsWith('.ts') && !context.parentURL.includes('/node_modules/');
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!fromTs || !relative || /\.[cm]?[jt]s$/.test(specifier) || err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
