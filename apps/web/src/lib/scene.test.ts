import { describe, expect, it } from 'vitest';
import { parseScene, siteAreaIdFromParams } from './scene';

describe('parseScene', () => {
  it('splits pairs by # and :', () => {
    expect(parseScene('site_area_id:3#x:1')).toEqual({ site_area_id: '3', x: '1' });
  });
  it('decodes an encoded scene and keeps colons in values', () => {
    expect(parseScene(encodeURIComponent('site_area_id:7#url:a:b'))).toEqual({ site_area_id: '7', url: 'a:b' });
  });
  it('ignores empty and malformed pairs', () => {
    expect(parseScene('')).toEqual({});
    expect(parseScene(null)).toEqual({});
    expect(parseScene('#novalue#:x#k:v')).toEqual({ k: 'v' });
  });
  it('survives a broken escape', () => {
    expect(parseScene('site_area_id:2#p:%E0')).toEqual({ site_area_id: '2', p: '%E0' });
  });
});

describe('siteAreaIdFromParams', () => {
  it('prefers site_area_id', () => {
    expect(siteAreaIdFromParams(new URLSearchParams('site_area_id=5&scene=site_area_id:3'))).toBe(5);
  });
  it('falls back to the scene', () => {
    expect(siteAreaIdFromParams(new URLSearchParams('scene=' + encodeURIComponent('x:1#site_area_id:3')))).toBe(3);
  });
  it('rejects junk', () => {
    expect(siteAreaIdFromParams(new URLSearchParams('site_area_id=abc'))).toBeNull();
    expect(siteAreaIdFromParams(new URLSearchParams('site_area_id=0'))).toBeNull();
    expect(siteAreaIdFromParams(new URLSearchParams(''))).toBeNull();
  });
});
