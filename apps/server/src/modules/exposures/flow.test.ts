import { describe, expect, it } from 'vitest';
import { judge, moveTable } from '../../core/workflow/index.js';
import { exposureFlow, exposureReplyFlow } from './flow.js';

describe('exposure workflow', () => {
  it('pins every move', () => {
    // A move that needs a reason counts as allowed (the table judges without one).
    const allowed = moveTable(exposureFlow).filter((m) => m.ok || m.why === 'reason').map((m) => m.line.replace('→', '->'));
    expect(allowed.sort()).toEqual(
      [
        'unpaid->pending by system',
        'pending->approved by owner',
        'pending->rejected by owner',
        'rejected->pending by asker',
        'approved->expired by system',
        'expired->approved by asker',
        'unpaid->withdrawn by asker',
        'pending->withdrawn by asker',
        'approved->withdrawn by asker',
        'rejected->withdrawn by asker',
        'expired->withdrawn by asker',
      ].sort(),
    );
  });

  it('refuses the author approving their own, a reject without a reason, anything after a withdrawal', () => {
    expect(judge(exposureFlow, 'pending', 'rejected', 'asker')).toMatchObject({ ok: false, why: 'actor' });
    // The author brings back only an expired one (a renewal), never a pending one.
    expect(judge(exposureFlow, 'pending', 'approved', 'asker')).toMatchObject({ ok: false, why: 'state' });
    expect(judge(exposureFlow, 'pending', 'rejected', 'owner')).toMatchObject({ ok: false, why: 'reason' });
    expect(judge(exposureFlow, 'withdrawn', 'pending', 'asker')).toMatchObject({ ok: false });
    expect(judge(exposureFlow, 'unpaid', 'approved', 'owner')).toMatchObject({ ok: false, why: 'state' });
  });

  it('lets a rejected answer be rewritten, never an approved one', () => {
    expect(judge(exposureReplyFlow, 'rejected', 'pending', 'asker')).toMatchObject({ ok: true });
    expect(judge(exposureReplyFlow, 'approved', 'pending', 'asker')).toMatchObject({ ok: false });
  });
});
