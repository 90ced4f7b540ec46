import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, mergeFeatureApis } from './api.js';
import * as features from './features.js';
import { route } from './route.js';

const entry = (path: string) => route({ method: 'GET', path, access: 'public', tag: 't', summary: 's', data: z.object({}) });

describe('the API table composed from the feature list', () => {
  it('holds every entry of every listed feature', () => {
    for (const [feature, { api: own }] of Object.entries(features)) {
      for (const name of Object.keys(own)) expect(api, `${feature}.${name}`).toHaveProperty(name, (own as Record<string, unknown>)[name]);
    }
  });

  it('refuses a name two features both declare', () => {
    expect(() => mergeFeatureApis({ a: { api: { faqList: entry('/a') } }, b: { api: { faqList: entry('/b') } } })).toThrow(/faqList of feature b is declared twice/);
    expect(Object.keys(mergeFeatureApis({ a: { api: { one: entry('/a') } }, b: { api: { two: entry('/b') } } }))).toEqual(['one', 'two']);
  });

  it('keeps one path per method across the whole table', () => {
    const seen = new Map<string, string>();
    for (const [name, def] of Object.entries(api)) {
      const key = `${def.method} ${def.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });
});
