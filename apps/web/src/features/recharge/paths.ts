/** The top-up screens' paths, for links between them (apart from the screen table, which loads the pages). */
export const rechargePaths = {
  home: '/pagesA/recharge/phone/home',
  list: '/pagesA/recharge/phone/list',
};
