/** What other modules use of VIP: the membership service (also provided as `vip`), docs/vip.md. */
export { VipMembership } from './membership.js';
