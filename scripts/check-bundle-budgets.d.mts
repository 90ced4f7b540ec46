// Types of scripts/check-bundle-budgets.mjs, for its test (apps/web/src/app/bundle-budgets.test.ts).
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Budget {
  budgetKb: number;
  targetKb: number | null;
}
export interface SizedFile {
  file: string;
  bytes: number;
}
export interface BudgetRow extends Budget {
  name: string;
  total: number;
  note?: string;
  added?: SizedFile[];
  addedLabel?: string;
}

export const BUDGETS_FILE: string;
export function gzipSize(bytes: Uint8Array): number;
export function toKb(bytes: number): number;
export function chunkFiles(manifest: Manifest, roots: readonly string[]): string[];
export function htmlAssets(html: string): string[];
export function weigh(files: readonly string[], sizeOf: (file: string) => number): { js: number; css: number; total: number; files: SizedFile[] };
export function parseBudgets(json: unknown): { entry: Budget; tabs: Record<string, Budget>; screens: Record<string, Budget & { drawsAtOnce: string[] }> };
export function leafletFiles(files: readonly string[], read: (file: string) => string): string[];
export function consoleLibraryFiles(files: readonly string[], read: (file: string) => string): Partial<Record<'antd' | 'recharts', string[]>>;
export function compareBudgets(rows: readonly BudgetRow[]): { lines: string[]; failures: string[] };
export function tabScreens(tabs: readonly string[]): Promise<Map<string, { modules: string[]; note: string }>>;
export function developmentBuildFiles(files: readonly string[], read: (file: string) => string): string[];
