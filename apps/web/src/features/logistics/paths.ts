import { LOGISTICS_PAGES } from '@haiwai/contracts/logistics/constants';

/** The logistics screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const logisticsPaths = {
  ...LOGISTICS_PAGES,
  detailOf: (id: number) => `${LOGISTICS_PAGES.detail}?id=${id}`,
  shipmentOf: (id: number) => `${LOGISTICS_PAGES.manageDetail}?id=${id}`,
};
