/**
 * Contracts and signatures (issue 30, docs/agreements.md), the zod-free part: limits, kinds, states and the
 * screens' paths, shared by the server, the schemas and the web app. (Request signing is `../sign.ts`, unrelated.)
 */

export const AGREEMENT = {
  titleMax: 80,
  clauseMax: 2000,
  clausesMax: 40,
  fieldsMax: 30,
  labelMax: 60,
  valueMax: 500,
  reasonMax: 200,
  pageMax: 50,
  /** Days an invited contract waits for its signatures before it expires (a durable timer). */
  expiryDays: 14,
  /** A drawn signature as a PNG data URL, at most this many characters (~150 KB of PNG). */
  signatureMax: 200_000,
  /** Contracts one account may start per hour. */
  perHour: 30,
} as const;

/** The template kinds: house lease, car sale, employment, service agreement, and a merchant's own. */
export const AGREEMENT_KINDS = ['lease', 'car_sale', 'employment', 'service', 'other'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export const AGREEMENT_FIELD_TYPES = ['text', 'longtext', 'number', 'money', 'date'] as const;
export type AgreementFieldType = (typeof AGREEMENT_FIELD_TYPES)[number];

/** draft → awaiting (invited) → signed; draft or awaiting → voided (either party); awaiting → expired (timer). */
export const AGREEMENT_STATES = ['draft', 'awaiting', 'signed', 'voided', 'expired'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

/** The language printed beside the Chinese text (the area's language; Chinese-only areas print English). */
export const AGREEMENT_SIDE_LANGS = ['en', 'vi'] as const;
export type AgreementSideLang = (typeof AGREEMENT_SIDE_LANGS)[number];

export const AGREEMENT_INVITE_BY = ['member', 'mobile', 'link'] as const;
export type AgreementInviteBy = (typeof AGREEMENT_INVITE_BY)[number];

export type AgreementRole = 'creator' | 'counterparty' | 'invitee';

export const AGREEMENT_PAGES = {
  index: '/pagesA/sign/index',
  list: '/pagesA/sign/list',
  manage: '/pagesA/sign/manage',
  detail: '/pagesA/sign/detail',
  sign: '/pagesA/sign/sign',
} as const;
