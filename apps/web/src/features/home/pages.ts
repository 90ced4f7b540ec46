// The home page, for the route table: the landing page of nearly every visit ships with the entry bundle
// instead of a second round trip, so the shell imports it here rather than through a lazy feature declaration.
export { HomePage } from './home-page';
