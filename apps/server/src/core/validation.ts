import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '@haiwai/contracts';
import { isMessageKey, t, type MessageKey } from './messages.js';

/** Zod issues ride on the validation error so the envelope can name each field in the caller's language. */
export class ZodValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[], readonly part: string) {
    super('validation');
  }
}

/**
 * C0 control characters but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text and
 * JSON ("invalid byte sequence 0x00"), and none of them belongs in anything a person types; multi-line texts
 * keep their line breaks and tabs.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deeper than this, a value (free-form JSON such as chat content) is refused before anything recurses into it. */
export const MAX_INPUT_DEPTH = 32;
const MAX_REPORTED = 10;

const issue = (path: PropertyKey[], message: 'control_chars' | 'too_deep', input?: unknown): z.core.$ZodIssue => ({ code: 'custom', path, message, input });

/**
 * What no schema says, for every string and key of a parsed input (HTTP or socket alike): no control
 * characters, no nesting past MAX_INPUT_DEPTH. Walked without recursion, so no input can exhaust the stack.
 */
export function hostileInputIssues(value: unknown): z.core.$ZodIssue[] {
  const found: z.core.$ZodIssue[] = [];
  const stack: Array<[unknown, PropertyKey[]]> = [[value, []]];
  while (stack.length && found.length < MAX_REPORTED) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (CONTROL_CHARS.test(v)) found.push(issue(path, 'control_chars', v));
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      found.push(issue(path, 'too_deep'));
      continue;
    }
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (const [k, x] of entries) {
      if (typeof k === 'string' && CONTROL_CHARS.test(k)) found.push(issue([...path, k], 'control_chars', k));
      stack.push([x, [...path, k]]);
    }
  }
  return found;
}

/** The one check of an input against its schema, then hostileInputIssues: HTTP parts and socket frames. */
export function checkInput<S extends z.ZodTypeAny>(schema: S, data: unknown): { success: true; data: z.output<S> } | { success: false; issues: z.core.$ZodIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) return { success: false, issues: result.error.issues };
  const issues = hostileInputIssues(result.data);
  return issues.length ? { success: false, issues } : { success: true, data: result.data };
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodTypeAny> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = checkInput(schema, data ?? (httpPart === 'body' ? {} : data));
    if (result.success) return { value: result.data };
    return { error: new ZodValidationError(result.issues, httpPart ?? 'body') };
  };

const partName: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

function issueMessage(lang: Lang, issue: z.core.$ZodIssue): string {
  const msg = (key: MessageKey, params?: Record<string, string | number>) => t(lang, key, params);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? msg('field.required') : msg('field.type', { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? msg('field.required') : msg('field.too_short', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('field.too_few', { min: Number(issue.minimum) });
      return msg('field.too_small', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return msg('field.too_long', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('field.too_many', { max: Number(issue.maximum) });
      return msg('field.too_big', { max: Number(issue.maximum) });
    case 'invalid_value':
      return msg('field.enum', { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return msg('field.unknown');
    case 'invalid_format':
      if (issue.format === 'email') return msg('field.email');
      break;
    default:
      break;
  }
  const key = `field.${issue.message}`;
  return isMessageKey(key) ? msg(key) : msg('field.invalid');
}

/** `{ 'body.mobile': '手机号格式不正确' }`: one message per field, first issue wins. */
export function fieldMessages(lang: Lang, err: ZodValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const p of keys) {
      const path = [partName[err.part] ?? err.part, ...p.map(String)].join('.');
      fields[path] ??= issueMessage(lang, issue);
    }
  }
  return fields;
}
