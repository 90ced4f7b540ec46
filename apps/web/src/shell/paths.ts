import type { ComponentType } from 'react';
import type { Messages } from '../i18n/zh';

/*
 * The bottom of the web's import graph for routing: path constants and route types. Features and shell files
 * import these from here, so `route-table.ts` (which imports every feature's screens) is only ever the top.
 */

export type TitleKey = keyof Messages['title'];
export type PageLoader = () => Promise<ComponentType>;

/** One screen: where it lives, how it loads, its title and its title-bar style (spec section 2). */
export interface RouteDef {
  path: string;
  load: PageLoader;
  title: TitleKey;
  /** 'custom': the page draws its own header (offset 0); 'standard': shell NavBar with back (offset 44). */
  bar: 'custom' | 'standard';
  /** Tab-bar index for the five tab pages. */
  tab?: number;
}

export const TAB_PATHS = ['/pages/index/home', '/pages/index/city', '/pages/index/socialize', '/pages/index/shop', '/pages/index/my'] as const;

export const PATHS = {
  home: '/pages/index/home',
  my: '/pages/index/my',
  login: '/pages/login/login',
  setting: '/pages/common/setting',
  site: '/pagesA/common/site',
  areaCode: '/pagesA/common/area-code',
  search: '/pagesA/common/search',
  about: '/pagesA/common/about',
  realName: '/pagesA/common/real-name',
  singlePage: '/pages/common/single-page',
} as const;
