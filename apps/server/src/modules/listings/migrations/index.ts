import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0002 from './0002-listings.js';
import * as m0005 from './0005-listing-search.js';
import * as m0008 from './0008-listing-indexes.js';
import * as thaiKhmer from './202611270100-listings-search-thai-khmer.js';
import * as topSearch from './202611300320-listings-top-search.js';
import * as topSearchKeyword from './202611300330-listings-top-search-keyword-only.js';
import * as texts from './202612200800-listing-texts.js';

/**
 * The listing engine's tables and search indexes, then a recomputation of stored lexemes (code, not SQL: the
 * lexemes are made in JavaScript), then the top placements' word index, then the publisher's other language versions. A released migration is never edited, only followed.
 */
export const listingMigrations: Record<string, Migration> = {
  '0002-listings': sqlScript(m0002.up, m0002.down),
  '0005-listing-search': sqlScript(m0005.up, m0005.down),
  '0008-listing-indexes': sqlScript(m0008.up, m0008.down),
  '202611270100-listings-search-thai-khmer': { up: thaiKhmer.up },
  '202611300320-listings-top-search': sqlScript(topSearch.up, topSearch.down),
  '202611300330-listings-top-search-keyword-only': sqlScript(topSearchKeyword.up, topSearchKeyword.down),
  '202612200800-listing-texts': sqlScript(texts.up, texts.down),
};
