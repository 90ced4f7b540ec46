/**
 * What people write is checked against the area's sensitive words before it is stored: fields by their
 * request path (`body.content`) so a refusal names the field. Provided by the moderation module when present.
 */
export type ContentCheck = (siteAreaId: number, fields: Record<string, string>) => Promise<void>;
