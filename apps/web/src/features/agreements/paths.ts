import { AGREEMENT_PAGES } from '@haiwai/contracts/agreements/constants';

/** The contract screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const agreementPaths = {
  ...AGREEMENT_PAGES,
  fillOf: (templateId: number) => `${AGREEMENT_PAGES.index}?template=${templateId}`,
  editOf: (id: number) => `${AGREEMENT_PAGES.index}?id=${id}`,
  detailOf: (id: number, token?: string | null) => `${AGREEMENT_PAGES.detail}?id=${id}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
  signOf: (id: number, token?: string | null) => `${AGREEMENT_PAGES.sign}?id=${id}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
};
