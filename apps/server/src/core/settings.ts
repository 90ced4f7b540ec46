import type { z } from 'zod';
import type { KernelConfig } from './kernel-settings.js';

/**
 * Environment settings a module declares for itself, in `modules/<name>/settings.ts`, named in its
 * declaration (`defineModule({ name, settings, ... })`). config.ts puts the kernel's settings
 * (core/kernel-settings.ts) and every listed module's together, validates them once at start (a bad value
 * stops the server with a message naming it) and refuses a name declared twice; .env.example documents each.
 */

/** Environment variable name → its zod schema (the schema's messages name what a good value looks like). */
export type SettingsShape = Record<string, z.ZodType>;

/** The values a shape parses to. */
export type SettingsValues<S extends SettingsShape> = z.output<z.ZodObject<S>>;

export interface SettingsDeclaration<S extends SettingsShape = SettingsShape, V = SettingsValues<S>> {
  schema: S;
  /** Checks across the settings once each one is valid: one line `  NAME: why` per problem; any stops the start. */
  check?(values: SettingsValues<S>): string[];
  /** The values as the module reads them, when a default depends on a kernel setting (NODE_ENV, mostly). */
  resolve?(values: SettingsValues<S>, kernel: KernelConfig): V;
}

/** `V` is what the module reads: what `resolve` returns, or the parsed values when there is none. */
export function defineSettings<S extends SettingsShape, V = SettingsValues<S>>(def: SettingsDeclaration<S, V>): SettingsDeclaration<S, V> {
  return def;
}

/** The values a declaration gives the module, for its `ModuleSettings` entry. */
export type SettingsOf<D> = D extends SettingsDeclaration<infer _S, infer V> ? V : never;

/**
 * Every module's settings, as `ctx.config` carries them. A module adds its own by declaration merging, in
 * its settings.ts: `declare module '../../core/settings.js' { interface ModuleSettings extends
 * SettingsOf<typeof paymentSettings> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleSettings {}

/** The whole configuration: the kernel's settings and every module's. */
export type Config = KernelConfig & ModuleSettings;
