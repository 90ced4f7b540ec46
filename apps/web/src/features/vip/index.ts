/** What other features show of VIP and merchant opening (docs/vip.md). */
export { VipBadge } from './vip-bits';
export { VipMeEntry } from './me-entry';
export { useVipInfo, vipKeys } from './queries';
export { OpeningFeeHint, awaitsOpeningFee } from './opening-hint';
export { VIP_OPEN_PATH } from './paths';
