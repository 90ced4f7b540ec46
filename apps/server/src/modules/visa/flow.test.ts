import { describe, expect, it } from 'vitest';
import { judge, moveTable } from '../../core/workflow/index.js';
import { visaApplicationFlow } from './flow.js';

describe('visa application workflow', () => {
  it('allows exactly the documented moves (refusals only with a reason)', () => {
    const table = moveTable(visaApplicationFlow);
    expect(table.filter((m) => m.ok).map((m) => m.line)).toEqual([
      'unpaid→submitted by system',
      'unpaid→cancelled by system',
      'submitted→documents_requested by owner',
      'submitted→processing by owner',
      'documents_requested→submitted by asker',
      'processing→documents_requested by owner',
      'processing→issued by owner',
    ]);
    expect(table.filter((m) => m.why === 'reason').map((m) => m.line)).toEqual(['submitted→refused by owner', 'documents_requested→refused by owner', 'processing→refused by owner']);
  });

  it('refuses the agency issuing before processing, the applicant moving the agency’s steps, a refusal without reason', () => {
    expect(judge(visaApplicationFlow, 'submitted', 'issued', 'owner')).toMatchObject({ ok: false, why: 'state' });
    expect(judge(visaApplicationFlow, 'submitted', 'processing', 'asker')).toMatchObject({ ok: false, why: 'actor', by: ['owner'] });
    expect(judge(visaApplicationFlow, 'processing', 'refused', 'owner')).toMatchObject({ ok: false, why: 'reason' });
    expect(judge(visaApplicationFlow, 'issued', 'refused', 'owner', 'late')).toMatchObject({ ok: false, why: 'terminal' });
  });
});
