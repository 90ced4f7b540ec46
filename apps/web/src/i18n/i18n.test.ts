import { describe, expect, it } from 'vitest';
import { features } from '../app/features';
import { en } from './en';
import { nestWords } from './index';
import { vi } from './vi';
import { zh } from './zh';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const flat = (o: object) => Object.fromEntries(keys(o).map((k) => [k, k.split('.').reduce<any>((n, p) => n[p], o) as string]));
const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join();

/** The shell's namespace and every feature's (loaded lazily in the app, compared whole here). */
const namespaces: Array<[string, () => Promise<Record<'zh' | 'en' | 'vi', object>>]> = [
  ['translation', async () => ({ zh, en, vi })],
  ...features.flatMap((f) => {
    const i18n = f.i18n;
    if (!i18n) return [];
    const load = async () => {
      const [z, e, v] = await Promise.all((['zh', 'en', 'vi'] as const).map(async (l) => (await i18n.load[l]()).default));
      return { zh: z!, en: e!, vi: v! };
    };
    return [[i18n.namespace, load] as [string, typeof load]];
  }),
];

describe.each(namespaces)('dictionary namespace %s', (_ns, load) => {
  it('en and vi have exactly the zh keys', async () => {
    const d = await load();
    expect(keys(d.en).sort()).toEqual(keys(d.zh).sort());
    expect(keys(d.vi).sort()).toEqual(keys(d.zh).sort());
  });
  it('keep the same interpolation variables', async () => {
    const d = await load();
    const z = flat(d.zh);
    for (const other of [flat(d.en), flat(d.vi)]) for (const k of Object.keys(z)) expect(vars(other[k]!), k).toBe(vars(z[k]!));
  });
});

describe('feature namespaces', () => {
  it('are the shell’s and one per feature with words, none twice, none a shell key', () => {
    const names = namespaces.map(([n]) => n);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(1 + features.filter((f) => f.i18n).length);
    // A feature namespace is the first part of its keys: a shell key of that name would shadow it.
    for (const n of names.slice(1)) expect(Object.keys(zh), n).not.toContain(n);
  });
  it('every feature a screen says it uses exists', () => {
    for (const f of features) for (const n of f.usesWordsOf ?? []) expect(namespaces.map(([x]) => x), `${f.name} uses ${n}`).toContain(n);
  });
});

describe('nestWords', () => {
  it('nests dotted keys', () => {
    expect(nestWords({ 'auth.login': 'L', 'auth.code': 'C', top: 'T' })).toEqual({ auth: { login: 'L', code: 'C' }, top: 'T' });
  });
});
