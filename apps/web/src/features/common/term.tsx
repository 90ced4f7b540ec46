import type { ReactNode } from 'react';

/**
 * One term of a `<dl>` of facts (a booking's period, an application's applicant): its label and its value, wrapped
 * in a `<div>` so a grid can lay the pairs out. Car bookings, guide appointments and visa applications show theirs so.
 */
export function Term({ label, children, className, testId }: { label: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
