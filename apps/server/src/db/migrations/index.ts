import * as m0001 from './0001-kernel.js';
import * as m0002 from './0002-listings.js';
import * as m0003 from './0003-chat.js';
import * as m0004 from './0004-notices.js';
import * as m0005 from './0005-listing-search.js';
import * as m0006 from './0006-appointments-follows.js';
import * as m0007 from './0007-jobs.js';
import * as m0008 from './0008-listing-indexes.js';

/** Applied in this order, once each; a migration, once released, is never edited, only followed. */
export const migrations: ReadonlyArray<{ name: string; up: string; down: string }> = [
  { name: '0001-kernel', ...m0001 },
  { name: '0002-listings', ...m0002 },
  { name: '0003-chat', ...m0003 },
  { name: '0004-notices', ...m0004 },
  { name: '0005-listing-search', ...m0005 },
  { name: '0006-appointments-follows', ...m0006 },
  { name: '0007-jobs', ...m0007 },
  { name: '0008-listing-indexes', ...m0008 },
];
