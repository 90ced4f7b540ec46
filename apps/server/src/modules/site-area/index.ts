/** What other modules use of the site areas: the area directory, an area as the API shows it, IP geolocation. */
export { SiteAreaDirectory, presentSiteArea } from './site-areas.js';
export { IpGeo } from './ip-geo.js';
