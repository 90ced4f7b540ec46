/** The city walk screens (spec `/pagesA/cityWalk/*`), for links from other screens. */
export const CITY_WALK_LIST = '/pagesA/cityWalk/list';
export const CITY_WALK_SEARCH = '/pagesA/cityWalk/search';
export const CITY_WALK_ADD = '/pagesA/cityWalk/add';
export const walkPath = (id: number, official: boolean) => `/pagesA/cityWalk/detail?id=${id}${official ? '&official=1' : ''}`;
/** The area admins' official routes: the list, and writing or changing one (`?id=`). */
export const MANAGE_OFFICIAL = '/pagesA/manage/city-walk';
export const MANAGE_OFFICIAL_EDIT = '/pagesA/manage/city-walk/edit';
