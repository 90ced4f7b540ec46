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

type Problem = 'control_chars' | 'ill_formed' | 'too_deep';
const issue = (path: PropertyKey[], message: Problem, input?: unknown): z.core.$ZodIssue => ({ code: 'custom', path, message, input });

/** `String.prototype.isWellFormed` (ES2024, in Node since 20; the shared tsconfig's lib is ES2023). */
const isWellFormed = (s: string): boolean => (s as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * What is wrong with one string or key, if anything. A lone UTF-16 surrogate (`"\ud800"` in JSON, half of an
 * emoji) is not text: JSON.stringify writes it back as `\ud800`, which PostgreSQL's json/jsonb refuse (22P02),
 * and a text column would silently get U+FFFD instead. Surrogate pairs (emoji) are well-formed.
 */
function textProblem(s: string): 'control_chars' | 'ill_formed' | null {
  if (!isWellFormed(s)) return 'ill_formed';
  return CONTROL_CHARS.test(s) ? 'control_chars' : null;
}

/**
 * What no schema says, for every string and key of a parsed input (HTTP or socket alike): well-formed
 * Unicode, no control characters, no nesting past MAX_INPUT_DEPTH. Walked without recursion, so no input can
 * exhaust the stack.
 */
export function hostileInputIssues(value: unknown): z.core.$ZodIssue[] {
  const found: z.core.$ZodIssue[] = [];
  const stack: Array<[unknown, PropertyKey[]]> = [[value, []]];
  while (stack.length && found.length < MAX_REPORTED) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) found.push(issue(path, problem, v));
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      found.push(issue(path, 'too_deep'));
      continue;
    }
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (const [k, x] of entries) {
      const problem = typeof k === 'string' ? textProblem(k) : null;
      if (problem) found.push(issue([...path, k], problem, k));
      stack.push([x, [...path, k]]);
    }
  }
  return found;
}

/**
 * The one check of an input against its schema, then hostileInputIssues: HTTP parts and socket frames. When
 * the schema refuses the input, a bad text of the raw input is named first (its field's message says why: a
 * lone surrogate in a path id is "an invalid character", not "format"); nesting is then the schema's to name.
 */
export function checkInput<S extends z.ZodTypeAny>(schema: S, data: unknown): { success: true; data: z.output<S> } | { success: false; issues: z.core.$ZodIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) return { success: false, issues: [...hostileInputIssues(data).filter((i) => i.message !== 'too_deep'), ...result.error.issues] };
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
