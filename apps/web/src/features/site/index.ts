// What other features use of the site areas.
export { useSiteAreas } from './site-queries';
