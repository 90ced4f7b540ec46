import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the workspace root package.json, found by walking up: the same answer from src/ under tsx
 * and from the compiled dist/, whatever their depth.
 */
export function repoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no workspace root package.json above ${from}`);
  }
}
