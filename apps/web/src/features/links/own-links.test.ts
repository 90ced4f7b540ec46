import { describe, expect, it } from 'vitest';
import { ownLinks } from './own-links';

const ORIGIN = 'https://haiwai.example.com';

describe('ownLinks', () => {
  it('keeps links to the app’s own detail screens, as paths, each once, the first three', () => {
    const text = `看这个 ${ORIGIN}/pages/house/detail?id=5，还有 ${ORIGIN}/pages/car/detail?id=7. 和 ${ORIGIN}/pages/house/detail?id=5 再看 ${ORIGIN}/pagesA/job/detail?id=9 ${ORIGIN}/pages/publicPage/detail?id=3`;
    expect(ownLinks(text, ORIGIN)).toEqual(['/pages/house/detail?id=5', '/pages/car/detail?id=7', '/pagesA/job/detail?id=9']);
  });
  it('ignores other sites, look-alike hosts, paths that are no screen and screens without a record', () => {
    const text = `https://evil.example.com/pages/house/detail?id=5 ${ORIGIN}.evil.com/pages/house/detail?id=5 ${ORIGIN}/no-such-page?id=1 ${ORIGIN}/pages/index/my http://haiwai.example.com/pages/house/detail?id=5`;
    expect(ownLinks(text, ORIGIN)).toEqual([]);
  });
});
