import { ADDRESS_PAGES } from '@haiwai/contracts/addresses/constants';

/** The address screens' paths; `select(key)` opens the list to choose one, handed back under `key` (picked.ts). */
export const addressPaths = {
  list: ADDRESS_PAGES.list,
  edit: ADDRESS_PAGES.edit,
  editOf: (id: number) => `${ADDRESS_PAGES.edit}?id=${id}`,
  select: (key: string) => `${ADDRESS_PAGES.list}?select=1&key=${encodeURIComponent(key)}`,
};
