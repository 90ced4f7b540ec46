import { describe, expect, it } from 'vitest';
import { correctPath, kindOfTarget, reviewDetailPath } from './paths';

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
  it('corrects jobs, resumes and talent at manage/job/edit, companies and yellow pages at manage/shop/edit, nothing else', () => {
    expect(correctPath('job', 7)).toBe('/pagesA/manage/job/edit?kind=job&id=7');
    expect(correctPath('talent', 8)).toBe('/pagesA/manage/job/edit?kind=talent&id=8');
    expect(correctPath('company', 9)).toBe('/pagesA/manage/shop/edit?kind=company&id=9');
    expect(correctPath('yp', 10)).toBe('/pagesA/manage/shop/edit?kind=yp&id=10');
    expect(correctPath('housing', 11)).toBeNull();
  });
});
