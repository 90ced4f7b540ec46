import fc from 'fast-check';
import type { ApiRoute } from '@haiwai/contracts';
import { HOSTILE_BODIES, HOSTILE_HEADERS, HOSTILE_STRINGS, RAW_VALUES, setPath, stringifyWithRaw } from './hostile.js';
import { arbitraryOf, jsonSchemaOf, leavesOf, type JsonSchema, type Leaf } from './schema-arbitrary.js';

/** Who sends a request: nobody, a member, a super admin. */
export type Who = 'anon' | 'member' | 'admin';
export type Part = 'params' | 'query' | 'body';

/** One request, ready to send: path already filled in, query as pairs (a key may repeat), body as raw text. */
export interface FuzzRequest {
  name: string;
  who: Who;
  method: string;
  path: string;
  query: Array<[string, string]>;
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
  /** Headers the sender would add that this request goes without (so `?lang=` is read). */
  omit?: string[];
  /** What was done to it, for the failure report. */
  what: string;
}

export interface RouteModel {
  name: string;
  def: ApiRoute;
  schemas: Partial<Record<Part, JsonSchema>>;
  leaves: Array<Leaf & { part: Part }>;
}

const PARTS: Part[] = ['params', 'query', 'body'];

export function routeModel(name: string, def: ApiRoute): RouteModel {
  const schemas: Partial<Record<Part, JsonSchema>> = {};
  const leaves: RouteModel['leaves'] = [];
  for (const part of PARTS) {
    const s = def[part];
    if (!s) continue;
    schemas[part] = jsonSchemaOf(s);
    leaves.push(...leavesOf(schemas[part]).map((l) => ({ ...l, part })));
  }
  return { name, def, schemas, leaves };
}

/** The identity a route is meant for: admins for admin calls, a member for the rest but public ones. */
export const ownerOf = (def: ApiRoute): Who => (def.access === 'admin' ? 'admin' : def.access === 'public' ? 'anon' : 'member');

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
/** A raw JSON value as a query or path string: a JSON string literal unquoted, anything else as written. */
const rawAsString = (raw: string) => (raw.startsWith('"') ? (JSON.parse(raw) as string) : raw);

function queryPairs(obj: unknown): Array<[string, string]> {
  if (!obj || typeof obj !== 'object') return [];
  const out: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) out.push([k, asText(x)]);
    else out.push([k, asText(v)]);
  }
  return out;
}

/** Percent-encoded; a lone surrogate goes as the bytes it would be (invalid UTF-8 in a path is a case too). */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

function fillPath(path: string, params: unknown): string {
  const p = (params ?? {}) as Record<string, unknown>;
  return `/api${path.replace(/:(\w+)/g, (_, k: string) => encodeSegment(p[k] === undefined ? '1' : asText(p[k])))}`;
}

interface Valid {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** A request of the route from valid parts, with `what` applied. */
function assemble(m: RouteModel, who: Who, v: Valid, what: string, change: (r: FuzzRequest, parts: Valid, raws: string[]) => void): FuzzRequest {
  const raws: string[] = [];
  const r: FuzzRequest = { name: m.name, who, method: m.def.method, path: '', query: [], headers: {}, what };
  // Changes are made to the parts before they are turned into text.
  const parts = { ...v };
  change(r, parts, raws);
  r.path = fillPath(m.def.path, parts.params);
  r.query = [...queryPairs(parts.query), ...r.query];
  if (r.body === undefined && m.def.method === 'POST') r.body = stringifyWithRaw(parts.body ?? {}, raws);
  return r;
}

/** Sets a leaf: path and query values are strings, body values raw JSON. */
function setLeaf(parts: Valid, raws: string[], leaf: Leaf & { part: Part }, raw: string) {
  if (leaf.part === 'body') parts.body = setPath(parts.body ?? {}, leaf.path, raws, raw);
  else {
    const obj = { ...((parts[leaf.part] as Record<string, unknown>) ?? {}) };
    obj[leaf.path[0]!] = rawAsString(raw);
    parts[leaf.part] = obj;
  }
}

const validArb = (m: RouteModel): fc.Arbitrary<Valid> =>
  fc.record({
    params: m.schemas.params ? arbitraryOf(m.schemas.params) : fc.constant(undefined),
    query: m.schemas.query ? arbitraryOf(m.schemas.query) : fc.constant(undefined),
    body: m.schemas.body ? arbitraryOf(m.schemas.body) : fc.constant(undefined),
  });

type Mutation =
  | { kind: 'none' }
  | { kind: 'leaf'; leaf: number; raw: string }
  | { kind: 'drop'; leaf: number }
  | { kind: 'body'; raw: string }
  | { kind: 'header'; headers: Record<string, string> }
  | { kind: 'repeat'; key: string }
  | { kind: 'proto' }
  | { kind: 'extra'; value: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('leaf' as const), leaf: fc.nat(), raw: fc.constantFrom(...RAW_VALUES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), leaf: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), raw: fc.constantFrom(...HOSTILE_BODIES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('header' as const), headers: fc.constantFrom(...HOSTILE_HEADERS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), key: fc.constantFrom('lang', 'cursor', 'limit', 'id', 'keyword', 'site_area_id') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'proto' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), value: fc.constantFrom(...HOSTILE_STRINGS) }) },
);

function mutate(m: RouteModel, r: FuzzRequest, parts: Valid, raws: string[], mu: Mutation) {
  switch (mu.kind) {
    case 'none':
      return;
    case 'leaf': {
      const leaf = m.leaves[mu.leaf % Math.max(1, m.leaves.length)];
      if (leaf) setLeaf(parts, raws, leaf, mu.raw);
      else if (m.def.method === 'POST') r.body = mu.raw;
      else r.query.push(['x', rawAsString(mu.raw)]);
      return;
    }
    case 'drop': {
      const leaf = m.leaves[mu.leaf % Math.max(1, m.leaves.length)];
      if (!leaf || leaf.part === 'params') return;
      const obj = parts[leaf.part] as Record<string, unknown> | undefined;
      if (obj && typeof obj === 'object' && leaf.path.length === 1) delete obj[leaf.path[0]!];
      return;
    }
    case 'body':
      r.body = mu.raw;
      if (mu.raw === '') r.contentType = 'text/plain';
      return;
    case 'header':
      Object.assign(r.headers, mu.headers);
      return;
    case 'repeat':
      r.query.push([mu.key, '1'], [mu.key, 'a\u0000']);
      if (mu.key === 'lang') r.omit = ['lang'];
      return;
    case 'proto':
      r.query.push(['__proto__', 'x'], ['constructor', 'y']);
      if (m.def.method === 'POST') r.body = `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},${stringifyWithRaw(parts.body ?? {}, raws).slice(1)}`.replace(/,}$/, '}');
      return;
    case 'extra':
      if (m.def.method === 'POST' && parts.body && typeof parts.body === 'object') (parts.body as Record<string, unknown>).unexpected = mu.value;
      else r.query.push(['unexpected', mu.value]);
      return;
  }
}

/** `runs` requests of the route made by fast-check (fixed seed): valid ones, and valid ones with one hostile change. */
export function randomRequests(m: RouteModel, seed: number, runs: number): FuzzRequest[] {
  const arb = fc.record({ who: fc.constantFrom<Who>('anon', 'member', 'admin', ownerOf(m.def), ownerOf(m.def)), valid: validArb(m), mutation: mutationArb });
  return fc.sample(arb, { seed, numRuns: runs }).map(({ who, valid, mutation }) =>
    assemble(m, who, valid, `random ${JSON.stringify(mutation).slice(0, 120)}`, (r, parts, raws) => mutate(m, r, parts, raws, mutation)),
  );
}

/**
 * The cases the issues name, for every field of every route: an integer past int4 in each numeric field,
 * a NUL byte, a lone surrogate (issue 26: `"x\ud800y"` reached a jsonb column) and int4 + 1 in digits in every
 * other field, as the route's own user, from a valid request (so nothing else fails first).
 */
export function targetedRequests(m: RouteModel, seed: number): FuzzRequest[] {
  const [valid] = fc.sample(validArb(m), { seed, numRuns: 1 });
  const who = ownerOf(m.def);
  const out: FuzzRequest[] = [];
  for (const leaf of m.leaves) {
    // Text fields get a NUL, a lone surrogate and a number past int4 in digits (keys that may be ids, filters read as numbers).
    const raws = leaf.kind === 'integer' || leaf.kind === 'number' ? ['2147483648', '99999999999999999999'] : ['"a\\u0000b"', '"x\\ud800y"', '"2147483648"'];
    for (const raw of raws) out.push(assemble(m, who, structuredClone(valid!), `${leaf.part}.${leaf.path.join('.')} = ${raw}`, (_r, parts, rs) => setLeaf(parts, rs, leaf, raw)));
  }
  return out;
}
