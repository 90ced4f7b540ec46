import type { PartSources } from './zh';
import type { Messages } from './zh';
import { adminZh } from './admin/zh';
import { carsZh } from './cars/zh';
import { chatZh } from './chat/zh';
import { companiesZh } from './companies/zh';
import { jobsZh } from './jobs/zh';
import { listingZh } from './listing/zh';
import { noticeZh } from './notice/zh';

/** Every feature dictionary in this language: one chunk, loaded by parts.ts when a page first needs it. */
export const parts: Pick<Messages, keyof PartSources> = {
  admin: adminZh,
  cars: carsZh,
  chat: chatZh,
  companies: companiesZh,
  jobs: jobsZh,
  listing: listingZh,
  notice: noticeZh,
};
