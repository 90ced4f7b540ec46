/** The site pages' paths other screens link to (docs/smaller-screens.md). */
export const SITE_PAGE_LIST = '/pagesA/singlePage/list';
export const SITE_PAGE_DETAIL = '/pagesA/singlePage/detail';
