import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { areaCodeSchema, idParam, idSchema, mobileSchema } from '../entities.js';
import { route } from '../route.js';
import { AGREEMENT, AGREEMENT_FIELD_TYPES, AGREEMENT_INVITE_BY, AGREEMENT_KINDS, AGREEMENT_SIDE_LANGS, AGREEMENT_STATES } from './constants.js';

/**
 * Contracts and signatures (docs/agreements.md). The spec names the screens (`/pagesA/sign/*`) and says only
 * "similar list/info/save calls", so the calls live under `/contract/`. Spread into the one API table by features.ts.
 */

const id = idSchema;
const limit = z.coerce.number().int().min(1).max(AGREEMENT.pageMax).default(20);

/** A text in Chinese with its English and Vietnamese versions ('' where a merchant's template has none). */
export const agreementText = z.object({ zh: z.string(), en: z.string(), vi: z.string() });
export type AgreementText = z.infer<typeof agreementText>;
const textInput = (max: number) =>
  z.object({ zh: z.string().trim().min(1).max(max), en: z.string().trim().max(max).default(''), vi: z.string().trim().max(max).default('') });

export const agreementField = z.object({
  key: z.string(),
  type: z.enum(AGREEMENT_FIELD_TYPES),
  label: agreementText,
  required: z.boolean(),
});
export type AgreementField = z.infer<typeof agreementField>;

export const agreementTemplate = z.object({
  id: z.number().int(),
  kind: z.enum(AGREEMENT_KINDS),
  /** null: one of the site's templates; else the merchant who keeps it. */
  owner_id: z.number().int().nullable(),
  mine: z.boolean(),
  archived: z.boolean(),
  title: agreementText,
  /** Clauses; `{key}` stands for a field's value. */
  clauses: z.array(agreementText),
  fields: z.array(agreementField),
  updated_at: z.number().int(),
});
export type AgreementTemplate = z.infer<typeof agreementTemplate>;

const party = z.object({ id: z.number().int(), nickname: z.string() });

export const agreementSigning = z.object({
  role: z.enum(['creator', 'counterparty']),
  user_id: z.number().int(),
  nickname: z.string(),
  signed_at: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
});

/** One side-by-side line: the Chinese text and the side language's. */
const sideBySide = z.object({ zh: z.string(), side: z.string() });

export const agreementInfo = z.object({
  id: z.number().int(),
  status: z.enum(AGREEMENT_STATES),
  kind: z.enum(AGREEMENT_KINDS),
  template_id: z.number().int(),
  side_lang: z.enum(AGREEMENT_SIDE_LANGS),
  title: sideBySide,
  fields: z.array(agreementField.extend({ value: z.string() })),
  /** Clauses with the fields' values filled in. */
  clauses: z.array(sideBySide),
  creator: party,
  counterparty: party.nullable(),
  /** The invited mobile, masked (`+84 90*****96`), while no member has taken the invitation. */
  invited_mobile: z.string().nullable(),
  signatures: z.array(agreementSigning),
  my_role: z.enum(['creator', 'counterparty', 'invitee']),
  can: z.object({ edit: z.boolean(), invite: z.boolean(), sign: z.boolean(), void: z.boolean(), download: z.boolean() }),
  /** SHA-256 (hex) of the signed PDF; null before it is signed. */
  pdf_sha256: z.string().nullable(),
  void_reason: z.string().nullable(),
  expires_at: z.number().int().nullable(),
  signed_at: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AgreementInfo = z.infer<typeof agreementInfo>;

export const agreementItem = z.object({
  id: z.number().int(),
  status: z.enum(AGREEMENT_STATES),
  kind: z.enum(AGREEMENT_KINDS),
  title: sideBySide,
  my_role: z.enum(['creator', 'counterparty']),
  other_party: z.string().nullable(),
  updated_at: z.number().int(),
});
export type AgreementItem = z.infer<typeof agreementItem>;

const fieldKey = z.string().trim().regex(/^[a-z][a-z0-9_]{0,31}$/, 'field_key');

export const agreementTemplateSaveBody = z.object({
  id: id.optional().describe('my template to change; none creates one'),
  kind: z.enum(AGREEMENT_KINDS),
  title: textInput(AGREEMENT.titleMax),
  clauses: z.array(textInput(AGREEMENT.clauseMax)).min(1).max(AGREEMENT.clausesMax),
  fields: z
    .array(z.object({ key: fieldKey, type: z.enum(AGREEMENT_FIELD_TYPES), label: textInput(AGREEMENT.labelMax), required: z.boolean().default(true) }))
    .min(1)
    .max(AGREEMENT.fieldsMax),
  archived: z.boolean().default(false),
});

export const agreementSaveBody = z.object({
  id: id.optional().describe('my draft to change; none starts one'),
  template_id: id,
  side_lang: z.enum(AGREEMENT_SIDE_LANGS),
  values: z.record(fieldKey, z.string().trim().max(AGREEMENT.valueMax)),
});

export const agreementInviteBody = z.object({
  id,
  by: z.enum(AGREEMENT_INVITE_BY),
  user_id: id.optional().describe('by member: the member to invite'),
  area_code: areaCodeSchema.optional().describe('by mobile'),
  mobile: mobileSchema.optional().describe('by mobile'),
});

const inviteToken = z.string().trim().max(200).regex(/^[A-Za-z0-9_.-]+$/, 'token');
const pngDataUrl = z.string().max(AGREEMENT.signatureMax).regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'signature');

export const agreementsApi = {
  contractTemplateList: route({
    method: 'GET',
    path: '/contract/template/list',
    access: 'optional',
    tag: 'agreements',
    summary: 'Templates to fill: the site’s (house lease, car sale, employment, service) or, with `mine=1`, the caller’s own (archived ones too)',
    query: z.object({ kind: z.enum(AGREEMENT_KINDS).optional(), mine: z.enum(['0', '1']).optional(), cursor: cursorParam, limit }),
    data: page(agreementTemplate),
  }),
  contractTemplateSave: route({ method: 'POST', path: '/contract/template/save', access: 'user', tag: 'agreements', summary: 'Create or change one of my templates (fields with typed values; clauses in Chinese with English and/or Vietnamese)', body: agreementTemplateSaveBody, data: agreementTemplate }),
  contractSave: route({
    method: 'POST',
    path: '/contract/save',
    access: 'user',
    errors: [409, 429],
    tag: 'agreements',
    summary: 'Start a contract from a template, or change my draft’s values; required fields may stay empty until the invitation',
    body: agreementSaveBody,
    data: agreementInfo,
  }),
  contractList: route({
    method: 'GET',
    path: '/contract/list',
    access: 'user',
    tag: 'agreements',
    summary: 'Contracts I am a party to, newest first, optionally of one state',
    query: z.object({ status: z.enum(AGREEMENT_STATES).optional(), cursor: cursorParam, limit }),
    data: page(agreementItem),
  }),
  contractInfo: route({
    method: 'GET',
    path: '/contract/info/:id',
    access: 'user',
    tag: 'agreements',
    summary: 'One contract for its parties (or the holder of its invitation: the link’s `token`, or the invited mobile); anyone else hears 404',
    params: idParam,
    query: z.object({ token: inviteToken.optional() }),
    data: agreementInfo,
  }),
  contractInvite: route({
    method: 'POST',
    path: '/contract/invite',
    access: 'user',
    errors: [409],
    tag: 'agreements',
    summary: 'Invite the other party to my contract by member, mobile or link (a signed link that expires with the contract); a draft becomes awaiting signatures',
    body: agreementInviteBody,
    data: z.object({ contract: agreementInfo, link: z.string().nullable() }),
  }),
  contractSign: route({
    method: 'POST',
    path: '/contract/sign',
    access: 'user',
    errors: [409],
    tag: 'agreements',
    summary: 'Sign with a drawn signature (PNG); records who, when, IP and device. The second signature makes the signed PDF',
    body: z.object({ id, token: inviteToken.optional(), agree: z.literal(true), signature: pngDataUrl }),
    data: agreementInfo,
  }),
  contractVoid: route({
    method: 'POST',
    path: '/contract/void',
    access: 'user',
    errors: [409],
    tag: 'agreements',
    summary: 'Void a contract not yet signed (either party), with a reason',
    body: z.object({ id, reason: z.string().trim().min(1).max(AGREEMENT.reasonMax) }),
    data: agreementInfo,
  }),
  contractPdf: route({
    method: 'GET',
    path: '/contract/pdf',
    access: 'user',
    tag: 'agreements',
    summary: 'The signed contract as a PDF (application/pdf), for its parties only',
    query: z.object({ id }),
    data: z.string().describe('the PDF’s bytes'),
  }),
  contractVerify: route({
    method: 'POST',
    path: '/contract/verify',
    access: 'user',
    tag: 'agreements',
    summary: 'Does a file (its SHA-256, computed on the device: the file is never uploaded) match this contract’s signed PDF?',
    body: z.object({ id, sha256: z.string().trim().regex(/^[0-9a-fA-F]{64}$/, 'sha256') }),
    data: z.object({ match: z.boolean(), sha256: z.string() }),
  }),
};
