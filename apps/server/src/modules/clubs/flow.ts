import { CLUB_MEMBER_STATUSES, type ClubMemberStatus } from '@haiwai/contracts/clubs/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * Joining a club as a request workflow (docs/clubs-exhibitions.md): the member (`asker`) asks; the club's owner
 * (`owner`) approves or refuses; the member withdraws a request or leaves (`left`). Refused and left are final for
 * that request: asking again starts a new one (the module's insert, not a move).
 */
export const clubJoinFlow = defineWorkflow<ClubMemberStatus>({
  name: 'club_join',
  states: CLUB_MEMBER_STATUSES,
  initial: 'pending',
  terminal: ['refused', 'left'],
  moves: [
    { from: ['pending'], to: 'approved', by: 'owner' },
    { from: ['pending'], to: 'refused', by: 'owner' },
    { from: ['pending', 'approved'], to: 'left', by: 'asker' },
  ],
  repeat: 'refuse',
});
