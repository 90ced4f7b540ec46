import { z } from 'zod';
import { kernelProblems, kernelSettings, resolveKernel } from './core/kernel-settings.js';
import type { ModuleDefinition } from './core/module.js';
import type { Config, SettingsDeclaration } from './core/settings.js';
import { modules as listedModules } from './modules/index.js';

export type { Config } from './core/settings.js';

/**
 * Every setting comes from the environment, is validated once at start, and is documented in .env.example.
 * The kernel's own are in core/kernel-settings.ts; each module declares its own (`modules/<name>/settings.ts`,
 * named in its `defineModule`), and this puts them together: one variable, one owner.
 */
export class ConfigError extends Error {}

/** Who declares each setting: `kernel` or the module's name. Two declarations of one name stop the start. */
export function settingOwners(modules: readonly ModuleDefinition[] = listedModules): Map<string, string> {
  const owners = new Map<string, string>(Object.keys(kernelSettings).map((name) => [name, 'kernel']));
  for (const m of modules) {
    for (const name of Object.keys(m.settings?.schema ?? {})) {
      const earlier = owners.get(name);
      if (earlier) throw new Error(`setting ${name} is declared by both ${earlier} and module ${m.name}: each environment variable has one owner`);
      owners.set(name, `module ${m.name}`);
    }
  }
  return owners;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, modules: readonly ModuleDefinition[] = listedModules): Config {
  settingOwners(modules);
  const declared = modules.flatMap((m): SettingsDeclaration[] => (m.settings ? [m.settings] : []));
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const schema = z.object(Object.assign({}, kernelSettings, ...declared.map((s) => s.schema)) as typeof kernelSettings);
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const values = parsed.data;
  const problems = [...kernelProblems(values), ...declared.flatMap((s) => s.check?.(values) ?? [])];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const kernel = resolveKernel(values, cleaned);
  return Object.assign({}, values, kernel, ...declared.map((s) => s.resolve?.(values, kernel) ?? {})) as Config;
}
