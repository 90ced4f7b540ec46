import type { PartSources } from './zh';
import type { Messages } from './zh';
import { adminEn } from './admin/en';
import { carsEn } from './cars/en';
import { chatEn } from './chat/en';
import { companiesEn } from './companies/en';
import { jobsEn } from './jobs/en';
import { listingEn } from './listing/en';
import { noticeEn } from './notice/en';

/** Every feature dictionary in this language: one chunk, loaded by parts.ts when a page first needs it. */
export const parts: Pick<Messages, keyof PartSources> = {
  admin: adminEn,
  cars: carsEn,
  chat: chatEn,
  companies: companiesEn,
  jobs: jobsEn,
  listing: listingEn,
  notice: noticeEn,
};
