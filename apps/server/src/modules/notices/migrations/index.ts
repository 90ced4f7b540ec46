import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0004 from './0004-notices.js';
import * as reportReasons from './202611300200-notices-report-reasons.js';

/** Notices, their read marks, listing reports and the admin audit. A released migration is never edited, only followed. */
export const noticeMigrations: Record<string, Migration> = {
  '0004-notices': sqlScript(m0004.up, m0004.down),
  '202611300200-notices-report-reasons': sqlScript(reportReasons.up, reportReasons.down),
};
