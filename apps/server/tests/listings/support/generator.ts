import type { FieldDef, ListingKindDef } from '@haiwai/contracts';

/**
 * Valid save bodies made from a kind's declaration, so one suite covers every kind. `n` varies the values
 * (option n of an enum, min + n·step of a number, category and district n of the given lists) so filters and
 * sorts have something to tell apart.
 */
export interface BodyRefs {
  /** categories of the kind's group, in the area */
  categories: number[];
  /** districts of the area */
  districts: number[];
  /** uploaded image URLs */
  images: string[];
}

const pickN = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

/** A value of field `f` (variant `n`) that its schema accepts. */
export function fieldValue(name: string, f: FieldDef, n = 0): unknown {
  switch (f.type) {
    case 'text': {
      const base = `${f.label.zh}${name}${n}`;
      const min = f.min ?? 1;
      return base.padEnd(min, '好').slice(0, f.max);
    }
    case 'int': {
      const span = Math.max(1, Math.min(f.max - f.min, 1000));
      return f.min + ((n * 7 + 1) % (span + 1));
    }
    case 'number': {
      const span = Math.max(1, Math.min(f.max - f.min, 1000));
      return f.min + ((n * 13 + 2) % (span + 1));
    }
    case 'enum':
      return pickN(Object.keys(f.options), n);
    case 'multi':
      return [pickN(Object.keys(f.options), n)];
    case 'bool':
      return n % 2 === 0;
    case 'date':
      return `2031-0${(n % 9) + 1}-15`;
    case 'phone':
      return `+84 90${String(1000000 + n).slice(-7)}`;
  }
}

/** A complete valid body: every field filled (required and optional), variant `n`. */
export function validBody(def: ListingKindDef, refs: BodyRefs, n = 0, over: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: `${def.label.zh}测试标题${n} ${def.kind}`.slice(0, def.title.max).padEnd(def.title.min, '好'),
    description: `${def.label.zh}的描述，第${n}条。Description number ${n}.`.slice(0, def.description.max),
    category_id: pickN(refs.categories, n),
    district_id: pickN(refs.districts, n),
    images: refs.images.slice(0, Math.max(1, def.images.min)),
    tags: [`标签${n % 3}`],
    contact_name: '王先生',
    contact_phone: `+84 9${String(10000000 + n).slice(-8)}`,
  };
  if (def.price) {
    body.price = (n + 1) * 1000 + 0.5;
    if (def.price.units) body.price_unit = Object.keys(def.price.units)[0];
  }
  if (def.location) Object.assign(body, { address: `测试路${n}号`, latitude: 10.77, longitude: 106.7 });
  for (const [name, f] of Object.entries(def.fields)) body[name] = fieldValue(name, f, n);
  return { ...body, ...over };
}

/** The first field of the kind with a given property, for "edit a reviewed / an unreviewed field". */
export function fieldWhere(def: ListingKindDef, test: (f: FieldDef, name: string) => boolean): [string, FieldDef] | undefined {
  return Object.entries(def.fields).find(([name, f]) => test(f, name));
}

/** The value a filter query parameter takes to match `value`. */
export const asQuery = (v: unknown) => (Array.isArray(v) ? v.join(',') : typeof v === 'boolean' ? String(v) : String(v));
