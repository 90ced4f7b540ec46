import { VISA_PAGES } from '@haiwai/contracts/visa/constants';

/** The visa screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const visaPaths = {
  list: VISA_PAGES.list,
  detail: VISA_PAGES.detail,
  customer: VISA_PAGES.customer,
  detailOf: (id: number) => `${VISA_PAGES.detail}?id=${id}`,
};
