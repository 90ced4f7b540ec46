import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The schema.org vocabulary as schema-dts ships it (its declarations are generated from schema.org's own data):
 * every type with its properties, its parents' included. Used to check that the JSON-LD the heads carry names only
 * types and properties the vocabulary has.
 */
function loadVocabulary() {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('schema-dts/package.json')), 'dist/schema.d.ts');
  const lines = readFileSync(file, 'utf8').split('\n');
  const bases = new Map<string, { parents: string[]; props: Set<string> }>();
  const typeToBase = new Map<string, string>();
  let current: { parents: string[]; props: Set<string> } | null = null;
  let leafOf: string | null = null;
  for (const line of lines) {
    const base = /^interface (\w+Base) extends ([^{]+)\{/.exec(line);
    if (base) {
      current = { parents: base[2]!.split(',').map((s) => s.trim()).filter((s) => /^\w+Base$/.test(s)), props: new Set() };
      bases.set(base[1]!, current);
      continue;
    }
    const leaf = /^export interface \w+Leaf extends (\w+Base) \{/.exec(line);
    if (leaf) {
      leafOf = leaf[1]!;
      current = null;
      continue;
    }
    const type = /^\s+"@type": "(\w+)";/.exec(line);
    if (type && leafOf) {
      typeToBase.set(type[1]!, leafOf);
      leafOf = null;
      continue;
    }
    if (line.startsWith('}')) {
      current = null;
      continue;
    }
    const prop = /^\s+"([A-Za-z][\w]*)"\??:/.exec(line);
    if (prop && current) current.props.add(prop[1]!);
  }
  const propsOf = (baseName: string, seen = new Set<string>()): Set<string> => {
    const b = bases.get(baseName);
    if (!b || seen.has(baseName)) return new Set();
    seen.add(baseName);
    const all = new Set(b.props);
    for (const p of b.parents) for (const x of propsOf(p, seen)) all.add(x);
    return all;
  };
  return { types: typeToBase, propsOf };
}

const vocabulary = loadVocabulary();

/** Every problem of a JSON-LD value against the vocabulary: unknown types, properties a type does not have. */
export function vocabularyProblems(value: unknown, where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => vocabularyProblems(v, `${where}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  const type = obj['@type'];
  const problems: string[] = [];
  if (typeof type === 'string') {
    const base = vocabulary.types.get(type);
    if (!base) return [`${where}: unknown type ${type}`];
    const props = vocabulary.propsOf(base);
    for (const key of Object.keys(obj)) if (!key.startsWith('@') && !props.has(key)) problems.push(`${where}: ${type} has no property ${key}`);
  }
  for (const [k, v] of Object.entries(obj)) if (!k.startsWith('@')) problems.push(...vocabularyProblems(v, `${where}.${k}`));
  return problems;
}

/** The vocabulary knows the types and properties the checks rely on (a parse that found nothing would pass anything). */
export const vocabularySize = () => vocabulary.types.size;
