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

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodTypeAny> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? (httpPart === 'body' ? {} : data), { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ZodValidationError(result.error.issues, httpPart ?? 'body') };
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
