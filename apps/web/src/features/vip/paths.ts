/** The merchant opening fee's screen (the spec names no VIP screen), linked from the publishing form. */
export const VIP_OPEN_PATH = '/pagesA/vip/open';
