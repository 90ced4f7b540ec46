/** A reply with a code other than 200. `fields` holds per-field messages of a 400, keyed without `body.`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly fields: Record<string, string>;
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly path: string,
  ) {
    super(message);
    this.fields = fieldsOf(data);
  }
}

/** No usable reply: offline, DNS, timeout, or a body that is not our JSON envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
  }
}

function fieldsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, msg] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof msg === 'string') out[key.replace(/^(body|query|params)\./, '')] = msg;
  }
  return out;
}
