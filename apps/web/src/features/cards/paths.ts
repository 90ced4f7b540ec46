import { CARD_PAGES } from '@haiwai/contracts/cards/constants';

/** The card screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const cardPaths = {
  ...CARD_PAGES,
  detailOf: (code: string) => `${CARD_PAGES.detail}?code=${code}`,
  editOf: (id?: number) => (id ? `${CARD_PAGES.edit}?id=${id}` : CARD_PAGES.edit),
  downloadOf: (code: string) => `${CARD_PAGES.download}?code=${code}`,
  /** The PNG and vCard files (unsigned: an <img> and a download link load them). */
  png: (code: string, version: number, lang: string, download = false) => `/api/card/png/${code}?lang=${lang}&v=${version}${download ? '&download=1' : ''}`,
  vcard: (code: string) => `/api/card/vcard/${code}`,
};
