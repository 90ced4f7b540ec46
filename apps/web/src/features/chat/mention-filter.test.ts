import { describe, expect, it } from 'vitest';
import type { ConversationMember } from '@haiwai/contracts';
import { mentionChoices, typedAfter } from './mention-filter';

const member = (user_id: number, nickname: string) => ({ user_id, nickname, avatar: null, role: 'member' }) as unknown as ConversationMember;
const members = [member(1, 'Li Wei'), member(2, '李小龙'), member(3, 'Olivia'), member(4, '王丽')];
const names = (q: string, canAll = false) => mentionChoices(members, canAll, '所有人', q).map((c) => (c === 'all' ? '@all' : c.name));

describe('the @ picker filters from the letters typed after @', () => {
  it('matches nicknames by substring, any case, Chinese names too', () => {
    expect(names('li')).toEqual(['Li Wei', 'Olivia']);
    expect(names('LI')).toEqual(['Li Wei', 'Olivia']);
    expect(names('李')).toEqual(['李小龙']);
    expect(names('丽')).toEqual(['王丽']);
    expect(names('zz')).toEqual([]);
  });
  it('shows @all first for owners and admins while it matches', () => {
    expect(names('', true)[0]).toBe('@all');
    expect(names('所', true)).toEqual(['@all']);
    expect(names('al', true)[0]).toBe('@all');
    expect(names('li', true)).toEqual(['Li Wei', 'Olivia']);
    expect(names('')).not.toContain('@all');
  });
  it('reads the letters after the @ that opened it, and null once that @ is gone', () => {
    expect(typedAfter('hi @li', 3)).toBe('li');
    expect(typedAfter('hi @', 3)).toBe('');
    expect(typedAfter('hi ', 3)).toBeNull();
  });
});
