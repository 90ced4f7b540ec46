/**
 * The report queue takes reports of user content too (social posts, comments, article comments: target types
 * other modules register), with the content's reasons beside the listings' ones. Reports that hid their
 * target remember it (`hid_target`) so the queue shows what was done.
 */
export const up = `
    alter table listing_report drop constraint listing_report_reason_check;
    alter table listing_report add constraint listing_report_reason_check
      check (reason in ('fraud','wrong_info','duplicate','offensive','sold','other','spam','harassment','illegal'));
    alter table listing_report add column hid_target boolean not null default false;
`;

export const down = `
    alter table listing_report drop column hid_target;
    delete from listing_report where reason in ('spam','harassment','illegal');
    alter table listing_report drop constraint listing_report_reason_check;
    alter table listing_report add constraint listing_report_reason_check
      check (reason in ('fraud','wrong_info','duplicate','offensive','sold','other'));
`;
