/** What other modules use of the address book: one of a member's own addresses (404 otherwise), as the API shows it. */
export { ownAddress, presentAddress } from './book.js';
export type { UserAddressRow } from './schema.js';
