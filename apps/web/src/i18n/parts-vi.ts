import type { PartSources } from './zh';
import type { Messages } from './zh';
import { adminVi } from './admin/vi';
import { carsVi } from './cars/vi';
import { chatVi } from './chat/vi';
import { companiesVi } from './companies/vi';
import { jobsVi } from './jobs/vi';
import { listingVi } from './listing/vi';
import { noticeVi } from './notice/vi';

/** Every feature dictionary in this language: one chunk, loaded by parts.ts when a page first needs it. */
export const parts: Pick<Messages, keyof PartSources> = {
  admin: adminVi,
  cars: carsVi,
  chat: chatVi,
  companies: companiesVi,
  jobs: jobsVi,
  listing: listingVi,
  notice: noticeVi,
};
