/**
 * A resume unlock may also be paid from the counts balance (docs/promotion.md §2): source `balance`, which the
 * monthly quota does not count.
 */
export const up = `
    alter table job_hunt_unlock drop constraint job_hunt_unlock_source_check;
    alter table job_hunt_unlock add constraint job_hunt_unlock_source_check check (source in ('quota','application','balance'));
`;

export const down = `
    alter table job_hunt_unlock drop constraint job_hunt_unlock_source_check;
    alter table job_hunt_unlock add constraint job_hunt_unlock_source_check check (source in ('quota','application'));
`;
