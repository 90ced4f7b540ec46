import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from the API table's zod schemas, through zod 4's JSON Schema (input side, so
 * coercions and transforms show what a client sends). Refinements are not in the JSON Schema: values are
 * mostly valid, which is what gets a request past validation and into the handler, where the 5xx live.
 */
export type JsonSchema = { [k: string]: any };

export function jsonSchemaOf(schema: z.ZodTypeAny): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Small ids hit seeded rows (users, areas, categories, listings made in setup); the rest roam the range. */
function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(Number.MIN_SAFE_INTEGER, s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6));
  const max = Math.min(Number.MAX_SAFE_INTEGER, s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6));
  if (min > max) return fc.constant(min);
  const lowMax = Math.min(max, Math.max(min, 0) + 12);
  return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: Math.max(min, Math.min(lowMax, 0)), max: lowMax }) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : -1e9);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum : 1e9);
  return fc.oneof(fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot walk: plain strings.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 24));
  return fc.string({ minLength, maxLength, unit: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...'abcxyz 019') }, { weight: 1, arbitrary: fc.constantFrom('房', 'ế', '\n', '\t', '🙂') }) });
}

function objectArb(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set<string>(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = arbitraryOf(v, depth + 1);
  const known = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
  if (!s.additionalProperties || Object.keys(props).length) return known as fc.Arbitrary<Record<string, unknown>>;
  // A record (chat content, free settings): a few keys of the schema's value type.
  const value = s.additionalProperties === true ? anyJson(depth + 1) : arbitraryOf(s.additionalProperties as JsonSchema, depth + 1);
  return fc.dictionary(fc.constantFrom('text', 'url', 'name', 'size', 'duration', 'k'), value, { maxKeys: 4 });
}

export const anyJson = (depth = 0): fc.Arbitrary<unknown> =>
  depth > 3 ? fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)) : fc.jsonValue({ maxDepth: 2 });

/** An arbitrary of (mostly) valid values of a JSON Schema. */
export function arbitraryOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (!s || Object.keys(s).filter((k) => k !== '$schema' && k !== 'description' && k !== 'default').length === 0) return anyJson(depth);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.anyOf ?? s.oneOf)) return fc.oneof(...((s.anyOf ?? s.oneOf) as JsonSchema[]).map((x) => arbitraryOf(x, depth)));
  if (Array.isArray(s.allOf)) return arbitraryOf(s.allOf[0] as JsonSchema, depth);
  switch (s.type) {
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'string':
      return stringArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items as JsonSchema, depth + 1) : anyJson(depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)) });
    case 'object':
      return objectArb(s, depth);
    default:
      return anyJson(depth);
  }
}

export type Leaf = { path: string[]; kind: 'integer' | 'number' | 'string' | 'other' };

/** Every named field of an object schema, nested objects included (arrays: their first element). */
export function leavesOf(s: JsonSchema, path: string[] = []): Leaf[] {
  if (!s) return [];
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (variants) {
    const seen = new Map<string, Leaf>();
    for (const v of variants) for (const l of leavesOf(v, path)) seen.set(`${l.path.join('.')}:${l.kind}`, l);
    return [...seen.values()];
  }
  if (s.type === 'object' && s.properties) return Object.entries(s.properties as Record<string, JsonSchema>).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  if (s.type === 'array' && s.items && path.length) return leavesOf(s.items as JsonSchema, [...path, '0']);
  if (!path.length) return [];
  const kind = s.type === 'integer' ? 'integer' : s.type === 'number' ? 'number' : s.type === 'string' ? 'string' : 'other';
  return [{ path, kind }];
}
