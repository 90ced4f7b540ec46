import { EXHIBITION_PAGES } from '@haiwai/contracts/exhibitions/constants';

/** The exhibition screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const exhibitionPaths = {
  ...EXHIBITION_PAGES,
  detailOf: (id: number) => `${EXHIBITION_PAGES.detail}?id=${id}`,
};
