import { EXPOSURE_PAGES } from '@haiwai/contracts/exposures/constants';

/** The exposure screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const exposurePaths = {
  ...EXPOSURE_PAGES,
  detailOf: (id: number) => `${EXPOSURE_PAGES.detail}?id=${id}`,
  editOf: (id: number) => `${EXPOSURE_PAGES.release}?id=${id}`,
};
