/** What other modules use of companies: who follows a company. */
export { CompanyFollows } from './follows.js';
