import { api, SIGN, type ApiRoute, type ErrorStatus } from '@haiwai/contracts';
import type { OpenAPIV3 } from 'openapi-types';
import type { Config } from './settings.js';

/**
 * The finishing pass over the OpenAPI document that @fastify/swagger builds from the route schemas: security
 * schemes applied per route from its access level, the signature parameters, the error envelope per status a
 * route can answer, `servers`, and schema fixes for OpenAPI 3.0. The one place that says what the document
 * promises beyond the success reply (docs/api.md explains the rules).
 */

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; parameters?: Json[]; responses?: Record<string, unknown>; security?: unknown };

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; data: 'null' | 'fields' | 'retry' }> = {
  400: { name: 'BadRequest', description: 'Invalid input or signature. `data.fields` names each invalid field (e.g. `body.mobile`) with a message in the request language.', data: 'fields' },
  401: { name: 'Unauthorized', description: 'No token, or the token expired or was revoked: log in again.', data: 'null' },
  403: { name: 'Forbidden', description: 'The caller may not act on this target (another user’s record, another area’s admin, not a member).', data: 'null' },
  404: { name: 'NotFound', description: 'The target does not exist or is not visible to the caller.', data: 'null' },
  409: { name: 'Conflict', description: 'The target’s state does not allow this (already exists, already handled, overlapping time).', data: 'null' },
  413: { name: 'PayloadTooLarge', description: 'The body or file is larger than allowed.', data: 'null' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not `application/json` (or `multipart/form-data` for uploads).', data: 'null' },
  429: { name: 'TooManyRequests', description: 'Too many tries; `data.retry_after` (and the Retry-After header) says how many seconds to wait.', data: 'retry' },
  503: { name: 'ServiceUnavailable', description: 'An outside service the call needs (the SMS gateway) is down or refused; nothing was done, try again later.', data: 'null' },
};

const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  token: { type: 'apiKey', in: 'header', name: 'token', description: 'The login token (`data.token` of a login or register reply).' },
  bearer: { type: 'http', scheme: 'bearer', description: 'The same token as `Authorization: Bearer <token>`.' },
};

/** Who may call: a public call needs nothing; optional reads a token when one is sent; user and admin require one. */
const SECURITY: Record<ApiRoute['access'], Json[]> = {
  public: [],
  optional: [{ token: [] }, { bearer: [] }, {}],
  user: [{ token: [] }, { bearer: [] }],
  admin: [{ token: [] }, { bearer: [] }],
};

/** A field that names one record, so the call can miss it (404) or, for a user, hit someone else's (403). */
const TARGET_FIELD = /(^id$|_id$|^ids$|Id$)/;

function fieldNames(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  // Effects (refine) and pipes wrap the object; look one level in.
  const inner = (schema as { def?: { in?: unknown; schema?: unknown } } | undefined)?.def;
  return inner?.in ? fieldNames(inner.in) : inner?.schema ? fieldNames(inner.schema) : [];
}

/** Every status other than 200 that a call of the table can answer, from its declaration. */
export function errorStatuses(def: ApiRoute): ErrorStatus[] {
  const out = new Set<ErrorStatus>([400]);
  const namesTarget = Boolean(def.params) || [def.query, def.body].some((s) => fieldNames(s).some((f) => TARGET_FIELD.test(f)));
  if (def.access === 'user' || def.access === 'admin') out.add(401);
  if (def.access === 'admin' || (def.access === 'user' && namesTarget)) out.add(403);
  if (namesTarget) out.add(404);
  if (def.method === 'POST') {
    out.add(413);
    out.add(415);
  }
  for (const s of def.errors ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}

function errorEnvelopeSchema(data: 'null' | 'fields' | 'retry'): OpenAPIV3.SchemaObject {
  const dataSchema: OpenAPIV3.SchemaObject =
    data === 'fields'
      ? { type: 'object', nullable: true, properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } } }
      : data === 'retry'
        ? { type: 'object', properties: { retry_after: { type: 'integer', description: 'seconds' } }, required: ['retry_after'] }
        : { type: 'object', nullable: true, description: 'null, or details the message names' };
  return {
    type: 'object',
    properties: { code: { type: 'integer', description: 'Equals the HTTP status.' }, message: { type: 'string', description: 'What went wrong, in the request language (`lang` header).' }, data: dataSchema },
    required: ['code', 'message', 'data'],
  };
}

function components(signRequired: boolean): OpenAPIV3.ComponentsObject {
  const responses: Record<string, OpenAPIV3.ResponseObject> = {};
  const schemas: Record<string, OpenAPIV3.SchemaObject> = {};
  for (const [status, r] of Object.entries(ERROR_RESPONSES)) {
    schemas[`${r.name}Error`] = errorEnvelopeSchema(r.data);
    const data = r.data === 'retry' ? { retry_after: 30 } : r.data === 'fields' ? { fields: { 'body.mobile': '…' } } : null;
    responses[r.name] = { description: r.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.name}Error` }, example: { code: Number(status), message: '…', data } } } };
  }
  const signNote = signRequired ? 'Required on every signed call, in the query or (for POST) in the JSON body.' : 'Not checked by this server (SIGN_REQUIRED=false).';
  const parameters: Record<string, OpenAPIV3.ParameterObject> = {
    signTimestamp: { name: SIGN.timestampField, in: 'query', required: false, description: `Unix seconds when the call was made; refused when more than ${SIGN.maxSkewSeconds} s from the server clock. ${signNote}`, schema: { type: 'integer' } },
    sign: { name: SIGN.signField, in: 'query', required: false, description: `hex HMAC-SHA256 of the \`_timestamp\` value with the app's sign key (docs/api.md). ${signNote}`, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
  };
  return { securitySchemes: SECURITY_SCHEMES, responses, schemas, parameters };
}

/** OpenAPI 3.0 ignores `nullable` without a `type` beside it: move it into each alternative. */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullable);
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (o.nullable === true && o.type === undefined) {
    const alternatives = (o.anyOf ?? o.oneOf) as Json[] | undefined;
    if (alternatives) for (const a of alternatives) if (a.type !== undefined || a.$ref === undefined) a.nullable = true;
    delete o.nullable;
  }
  Object.values(o).forEach(fixNullable);
}

function finishOperation(op: Operation, path: string) {
  const def = op.operationId ? (api as Record<string, ApiRoute>)[op.operationId] : undefined;
  op.security ??= def ? SECURITY[def.access] : [];
  const statuses = def ? errorStatuses(def) : path.includes('{') ? ([400, 404] as ErrorStatus[]) : ([400] as ErrorStatus[]);
  const responses = (op.responses ??= {});
  const ok = responses['200'] as Json | undefined;
  if (ok && ok.description === 'Default Response') ok.description = 'Success: `code` 200 and the result in `data`.';
  for (const s of statuses) responses[String(s)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[s].name}` };
  if (def && def.signed !== false) {
    op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/signTimestamp' }, { $ref: '#/components/parameters/sign' }];
  }
}

export function openApiDocument(config: Config): Partial<OpenAPIV3.Document> {
  return {
    info: {
      title: 'Haiwai API',
      version: '0.1.0',
      description:
        'Every reply is `{code, message, data}` with `code` equal to the HTTP status; 200 is success. Messages follow the `lang` header (zh, en, vi). ' +
        'Calls carry `_timestamp` and `_sign` (query, or JSON body for POST) — see docs/api.md; calls for a user carry the login token (`token` header or `Authorization: Bearer`).',
      license: { name: 'Proprietary', url: `${config.publicUrl}/api/docs` },
    },
    servers: [{ url: config.publicUrl, description: 'this deployment (PUBLIC_URL)' }],
    components: components(config.SIGN_REQUIRED),
  };
}

/** `transformObject` of @fastify/swagger: runs once on the whole generated document. */
export function finishDocument(doc: Json): Json {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const op of Object.values(item)) finishOperation(op, path);
  }
  fixNullable(doc.paths);
  return doc;
}
