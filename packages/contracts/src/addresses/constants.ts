/** My address book (spec "/pagesA/manage/address", "address-list"; docs/logistics.md), the zod-free part. */
export const ADDRESS = {
  recipientMax: 40,
  areaMax: 120,
  streetMax: 200,
  /** Addresses one account keeps. */
  perUser: 50,
  pageMax: 50,
} as const;

/** The address screens (web paths; `?select=1` returns the chosen address to the screen that asked). */
export const ADDRESS_PAGES = {
  list: '/pagesA/manage/address-list',
  edit: '/pagesA/manage/address',
} as const;
