// The site pages' entry: their paths (light).
export { SITE_PAGE_DETAIL, SITE_PAGE_LIST } from './paths';
