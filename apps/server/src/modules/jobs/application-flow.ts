import { JOB_APPLICATION_STATUSES, type JobApplicationStatus } from '@haiwai/contracts';
import { defineWorkflow, nextStates } from '../../core/workflow/index.js';

export type Decision = Exclude<JobApplicationStatus, 'sent'>;

/**
 * A job application as a request workflow: the applicant asks (sends), the company that owns the job moves
 * it forward only, `sent → viewed → interview`, and answers it (`rejected` or `hired`, both final). Asking for
 * the status it already has changes nothing. Applicants make no moves; applications do not expire.
 */
export const jobApplicationFlow = defineWorkflow<JobApplicationStatus>({
  name: 'job_application',
  states: JOB_APPLICATION_STATUSES,
  initial: 'sent',
  terminal: ['rejected', 'hired'],
  moves: [
    { from: ['sent'], to: 'viewed', by: 'owner' },
    { from: ['sent', 'viewed'], to: 'interview', by: 'owner' },
    { from: ['sent', 'viewed', 'interview'], to: 'rejected', by: 'owner' },
    { from: ['sent', 'viewed', 'interview'], to: 'hired', by: 'owner' },
  ],
  repeat: 'noop',
});

/** The company's possible next steps from `status` (the reply's `can`). */
export function companySteps(status: JobApplicationStatus): Record<Decision, boolean> {
  const next = nextStates(jobApplicationFlow, status, 'owner');
  return { viewed: next.has('viewed'), interview: next.has('interview'), rejected: next.has('rejected'), hired: next.has('hired') };
}
