import { CLUB_PAGES } from '@haiwai/contracts/clubs/constants';

/** The club screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const clubPaths = {
  ...CLUB_PAGES,
  detailOf: (id: number) => `${CLUB_PAGES.detail}?id=${id}`,
  manageOf: (id: number) => `${CLUB_PAGES.customer}?club=${id}`,
};
