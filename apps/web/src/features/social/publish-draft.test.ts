import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, emptyDraft, loadDraft, moveLeft, moveRight, saveDraft, toggleTopic } from './publish-draft';

const data = new Map<string, string>();
beforeAll(() => {
  globalThis.localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});
afterAll(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe('the post draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per person and restored; a blank one is not stored; cleared after publishing', () => {
    saveDraft(7, { content: '第七郡租房', images: ['/api/media/a'], topics: [{ id: 1, name: '租房' }], location: '第一郡' });
    expect(loadDraft(7)).toEqual({ content: '第七郡租房', images: ['/api/media/a'], topics: [{ id: 1, name: '租房' }], location: '第一郡' });
    expect(loadDraft(8)).toEqual(emptyDraft());
    saveDraft(7, emptyDraft());
    expect(localStorage.getItem('socialDraft:7')).toBeNull();
    saveDraft(7, { ...emptyDraft(), content: 'x' });
    clearDraft(7);
    expect(loadDraft(7)).toEqual(emptyDraft());
  });

  it('survives a damaged stored value', () => {
    localStorage.setItem('socialDraft:3', '{"content":5,"images":[1,"/api/media/b"],"topics":[{"id":"x"}]}');
    expect(loadDraft(3)).toEqual({ content: '', images: ['/api/media/b'], topics: [], location: null });
    localStorage.setItem('socialDraft:3', 'not json');
    expect(loadDraft(3)).toEqual(emptyDraft());
  });

  it('moves a photo left or right and toggles topics up to the limit', () => {
    expect(moveLeft(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveLeft(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(moveRight(['a', 'b', 'c'], 0)).toEqual(['b', 'a', 'c']);
    expect(moveRight(['a', 'b'], 1)).toEqual(['a', 'b']);
    const a = { id: 1, name: 'a' };
    const b = { id: 2, name: 'b' };
    expect(toggleTopic([a], b, 2)).toEqual([a, b]);
    expect(toggleTopic([a, b], { id: 3, name: 'c' }, 2)).toBeNull();
    expect(toggleTopic([a, b], a, 2)).toEqual([b]);
  });
});
