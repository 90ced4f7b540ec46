import { describe, expect, it } from 'vitest';
import { dropRepeats, type Post, type PostPage } from './queries';

const post = (id: number) => ({ id }) as Post;
const page = (...ids: number[]): PostPage => ({ list: ids.map(post), next_cursor: null });

describe('dropRepeats', () => {
  it('keeps each post once, in the page that showed it first', () => {
    const data = dropRepeats({ pages: [page(5, 4, 3), page(3, 2, 5, 1)], pageParams: [undefined, 'c1'] });
    expect(data.pages.map((p) => p.list.map((x) => x.id))).toEqual([[5, 4, 3], [2, 1]]);
    expect(data.pageParams).toEqual([undefined, 'c1']);
  });
});
