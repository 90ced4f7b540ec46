import type { FormInstance } from 'antd-mobile/es/components/form';
import { ApiError } from '../../lib/http';

/**
 * Puts a 400's per-field messages (`data.fields`, e.g. `body.mobile`) on the matching form fields.
 * Returns true when at least one field matched, so callers know the error is already visible in place.
 */
export function applyServerErrors(form: FormInstance, err: unknown, alias: Record<string, string> = {}): boolean {
  if (!(err instanceof ApiError) || err.code !== 400) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(err.fields)
    .map(([name, msg]) => ({ name: alias[name] ?? name, errors: [msg] }))
    .filter((f) => known.has(f.name));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
