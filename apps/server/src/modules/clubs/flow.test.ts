import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { clubJoinFlow } from './flow.js';

describe('club_join workflow', () => {
  it('the owner answers a request once; the member withdraws or leaves; refused and left are final', () => {
    const allowed = moveTable(clubJoinFlow).filter((m) => m.ok).map((m) => m.line);
    expect(allowed).toEqual(['pending→approved by owner', 'pending→refused by owner', 'pending→left by asker', 'approved→left by asker']);
  });
});
