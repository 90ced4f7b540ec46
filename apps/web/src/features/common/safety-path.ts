import { SAFETY_PAGE_KEY } from '@haiwai/contracts/trust/constants';
import { PATHS } from '../../shell/paths';

/** Where the safety advice is (docs/trust.md): the single page `safety`, linked from the tiers' sheet and the chat's warning. */
export const SAFETY_PAGE_PATH = `${PATHS.singlePage}?key=${SAFETY_PAGE_KEY}`;
