import { describe, expect, it } from 'vitest';
import { en as enCore } from './en';
import { parts as enParts } from './parts-en';
import { parts as viParts } from './parts-vi';
import { parts as zhParts } from './parts-zh';
import { vi as viCore } from './vi';
import { zh as zhCore } from './zh';

// The shell's words plus every feature dictionary (loaded lazily in the app, compared whole here).
const zh = { ...zhCore, ...zhParts };
const en = { ...enCore, ...enParts };
const vi = { ...viCore, ...viParts };
import { nestWords } from './index';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('dictionaries', () => {
  it('en and vi have exactly the zh keys', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    expect(keys(vi).sort()).toEqual(keys(zh).sort());
  });
  it('keep the same interpolation variables', () => {
    const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join();
    const flat = (o: object) => Object.fromEntries(keys(o).map((k) => [k, k.split('.').reduce<any>((n, p) => n[p], o)]));
    const z = flat(zh);
    for (const other of [flat(en), flat(vi)]) for (const k of Object.keys(z)) expect(vars(other[k]), k).toBe(vars(z[k]));
  });
});

describe('nestWords', () => {
  it('nests dotted keys', () => {
    expect(nestWords({ 'auth.login': 'L', 'auth.code': 'C', top: 'T' })).toEqual({ auth: { login: 'L', code: 'C' }, top: 'T' });
  });
});
