import { describe, expect, it } from 'vitest';
import { moveTable } from '../../core/workflow/index.js';
import { companySteps, jobApplicationFlow } from './application-flow.js';

/** Forward only, by the company: the only moves an application has. */
const ALLOWED = [
  'sent→viewed by owner',
  'sent→interview by owner',
  'viewed→interview by owner',
  'sent→rejected by owner',
  'viewed→rejected by owner',
  'interview→rejected by owner',
  'sent→hired by owner',
  'viewed→hired by owner',
  'interview→hired by owner',
];
/** Repeating the status a row has changes nothing (and is not an error). */
const NOOP = ['viewed→viewed by owner', 'interview→interview by owner', 'rejected→rejected by owner', 'hired→hired by owner'];

describe('job application workflow', () => {
  const table = moveTable(jobApplicationFlow);

  it('allows exactly the forward moves of the company, and a repeat as a no-op', () => {
    expect(table.filter((r) => r.ok && !r.noop).map((r) => r.line).sort()).toEqual([...ALLOWED].sort());
    expect(table.filter((r) => r.noop).map((r) => r.line).sort()).toEqual([...NOOP].sort());
  });

  it('refuses every other move: the applicant and the system make none, nothing goes back or leaves a final answer', () => {
    const why = Object.fromEntries(table.filter((r) => !r.ok).map((r) => [r.line, r.why]));
    expect(Object.keys(why).length).toBe(5 * 5 * 3 - ALLOWED.length - NOOP.length);
    for (const from of jobApplicationFlow.states)
      for (const to of jobApplicationFlow.states) {
        expect(why[`${from}→${to} by asker`]).toBe('actor');
        expect(why[`${from}→${to} by system`]).toBe('actor');
      }
    for (const from of jobApplicationFlow.states) expect(why[`${from}→sent by owner`]).toBe('actor');
    expect(why['viewed→sent by owner']).toBe('actor');
    expect(why['interview→viewed by owner']).toBe('state');
    expect(why['hired→rejected by owner']).toBe('terminal');
    expect(why['rejected→interview by owner']).toBe('terminal');
    expect(why['hired→viewed by owner']).toBe('terminal');
  });

  it('gives the company the same next steps as the old ranks did', () => {
    expect(companySteps('sent')).toEqual({ viewed: true, interview: true, rejected: true, hired: true });
    expect(companySteps('viewed')).toEqual({ viewed: false, interview: true, rejected: true, hired: true });
    expect(companySteps('interview')).toEqual({ viewed: false, interview: false, rejected: true, hired: true });
    expect(companySteps('rejected')).toEqual({ viewed: false, interview: false, rejected: false, hired: false });
    expect(companySteps('hired')).toEqual({ viewed: false, interview: false, rejected: false, hired: false });
  });
});
