import { describe, expect, it } from 'vitest';
import { kindOfTarget, reviewDetailPath } from './paths';

describe('admin paths', () => {
  it('finds the kind of a report target however it is spelled', () => {
    expect(kindOfTarget('shGoods')).toBe('shGoods');
    expect(kindOfTarget('sh-goods')).toBe('shGoods');
    expect(kindOfTarget('job-hunt')).toBe('jobHunt');
    expect(kindOfTarget('second-hand')).toBe('shGoods');
    expect(kindOfTarget('resume')).toBe('jobHunt');
    expect(kindOfTarget('user')).toBeNull();
  });
  it('sends jobs to manage/job and the rest to manage/shop', () => {
    expect(reviewDetailPath('jobHunt', 3)).toBe('/pagesA/manage/job/detail?kind=jobHunt&id=3');
    expect(reviewDetailPath('housing', 4)).toBe('/pagesA/manage/shop/detail?kind=housing&id=4');
    expect(reviewDetailPath('guide', 5)).toBe('/pagesA/manage/guide-translate/guide-detail?kind=guide&id=5');
  });
});
