import { randomUUID } from 'node:crypto';
import type { Lang } from '@haiwai/contracts';
import { t, type MessageKey } from '../messages.js';

/*
 * The bytes of a push, per receiver (moved here from the chat hub unchanged; tests/chat/hub-frames.test.ts
 * checks them against the plain way `frameFor` builds them).
 */

/** One authenticated socket, as the hub sees it. */
export interface HubConnection {
  readonly id: string;
  readonly userId: number;
  readonly lang: Lang;
  /** Writes a frame already serialized: UTF-8 JSON, sent as a text frame. */
  sendSerialized(data: Buffer): void;
  /** The login session the socket authenticated with (its chat token's or its session token's). */
  readonly sessionId?: number | null;
  /** Tells the client its session ended and closes the socket (`PushHub.endSessions`). */
  end?(): void;
}

/**
 * One push to some users. The frame is shared; `patches` merge per-user fields into the object at
 * `patchPath` (unread counts, the sender's temp id, a member's pin and mute), `localized` writes a text
 * in each socket's language. Plain JSON, so it can travel through Redis unchanged.
 */
export interface FanoutEvent {
  /** Receivers by user id (every open socket of each). */
  users: number[];
  /** Every authenticated socket of every node instead of `users` (announcements). */
  everyone?: boolean;
  frame: { type: string; data: unknown };
  patches?: Record<string, Record<string, unknown>>;
  patchPath?: string[];
  localized?: { path: string[]; key: MessageKey }[];
  /** A socket that already has the answer (the sender's, which got an ack). */
  exceptConnection?: string;
}

function at(obj: unknown, path: string[]): Record<string, unknown> | null {
  let cur: unknown = obj;
  for (const p of path) {
    if (!cur || typeof cur !== 'object') return null;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur && typeof cur === 'object' ? (cur as Record<string, unknown>) : null;
}

/** The frame one socket gets, built the plain way: a copy with the patch merged in and the texts localized. */
export function frameFor(ev: FanoutEvent, lang: Lang, patch: Record<string, unknown> | undefined): object {
  if (!patch && !ev.localized?.length) return ev.frame;
  const copy = structuredClone(ev.frame);
  if (patch) {
    const target = at(copy, ev.patchPath ?? ['data']);
    if (target) Object.assign(target, patch);
  }
  for (const l of ev.localized ?? []) {
    const target = at(copy, l.path.slice(0, -1));
    if (target) target[l.path[l.path.length - 1]!] = t(lang, l.key);
  }
  return copy;
}

const INDEX_KEY = /^(0|[1-9]\d*)$/;
const startsWith = (path: string[], prefix: string[]) => prefix.length <= path.length && prefix.every((p, i) => path[i] === p);

/** A copy of `obj` sharing everything but the objects along `path`, with `value` at its end (null: an array on the way). */
function replacedAt(obj: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return null;
  const [head, ...rest] = path as [string, ...string[]];
  const next = replacedAt((obj as Record<string, unknown>)[head], rest, value);
  return next === null ? null : { ...(obj as Record<string, unknown>), [head]: next };
}

/**
 * The serialized frame for a patch shape: the JSON text cut where the patched values go, so a receiver's
 * frame is `parts[0] + value0 + parts[1] + value1 + …`. Keys keep the order `Object.assign` gives them
 * (existing keys where they were, new ones at the end), so the text is the one `frameFor` would give.
 */
interface Template {
  parts: string[];
  /** The parts as UTF-8, encoded once: a receiver's frame is these with its values' bytes between them. */
  partBytes: Buffer[];
  /** Index in the patch's keys of each value, in text order. */
  slots: number[];
}

function compileTemplate(base: object, path: string[], keys: string[]): Template | 'plain' | null {
  const target = at(base, path);
  if (!target) return 'plain';
  if (Array.isArray(target) || typeof target.toJSON === 'function' || keys.some((k) => INDEX_KEY.test(k))) return null;
  const marker = `\u0000slot:${randomUUID()}`;
  const spine = replacedAt(base, path, marker);
  if (spine === null) return null;
  const text = JSON.stringify(spine);
  const quoted = JSON.stringify(marker);
  const i = text.indexOf(quoted);
  if (i < 0 || text.indexOf(quoted, i + quoted.length) >= 0) return null;
  const parts = [`${text.slice(0, i)}{`];
  const slots: number[] = [];
  let first = true;
  const add = (s: string) => {
    parts[parts.length - 1] += (first ? '' : ',') + s;
    first = false;
  };
  const slot = (k: string) => {
    add(`${JSON.stringify(k)}:`);
    slots.push(keys.indexOf(k));
    parts.push('');
  };
  const patched = new Set(keys);
  for (const k of Object.keys(target)) {
    if (patched.has(k)) slot(k);
    else {
      const v = JSON.stringify(target[k]);
      if (v !== undefined) add(`${JSON.stringify(k)}:${v}`);
    }
  }
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(target, k)) slot(k);
  parts[parts.length - 1] += `}${text.slice(i + quoted.length)}`;
  return { parts, partBytes: parts.map((p) => Buffer.from(p)), slots };
}

/** The template's bytes with the values between them: the frame is never encoded again, only the values. */
function spliced(template: Template, values: string[]): Buffer {
  const { partBytes, slots } = template;
  const valueBytes = slots.map((k) => Buffer.from(values[k]!));
  let length = 0;
  for (const b of partBytes) length += b.length;
  for (const b of valueBytes) length += b.length;
  const out = Buffer.allocUnsafe(length);
  let at = partBytes[0]!.copy(out, 0);
  for (let i = 0; i < valueBytes.length; i++) {
    at += valueBytes[i]!.copy(out, at);
    at += partBytes[i + 1]!.copy(out, at);
  }
  return out;
}

/**
 * The bytes of one event for each receiver. The frame is serialized once per language (only when it has
 * localized texts) and patch shape; a receiver's own values (unread count, the sender's temp id…) are
 * spliced into that text, and receivers with the same values share one buffer.
 */
export class EventFrames {
  readonly #bases = new Map<string, object>();
  readonly #templates = new Map<string, Template | 'plain' | null>();
  readonly #bytes = new Map<string, Buffer>();
  /** By patch object, for events without localized texts: a publisher that gives receivers with the same values one
   * patch object (chat's new_message does, per unread count) costs one map lookup per receiver. */
  readonly #byPatch = new Map<object, Buffer>();

  constructor(private readonly ev: FanoutEvent) {}

  for(lang: Lang, patch: Record<string, unknown> | undefined): Buffer {
    if (patch && !this.ev.localized?.length) {
      let bytes = this.#byPatch.get(patch);
      if (!bytes) this.#byPatch.set(patch, (bytes = this.#build(lang, patch)));
      return bytes;
    }
    return this.#build(lang, patch);
  }

  #build(lang: Lang, patch: Record<string, unknown> | undefined): Buffer {
    const langKey = this.ev.localized?.length ? lang : '';
    const keys = patch ? Object.keys(patch) : [];
    if (!patch || keys.length === 0) return this.#plain(lang, langKey);
    const path = this.ev.patchPath ?? ['data'];
    // A localized text inside a patched value (or above the patched object) is written after the patch.
    if (this.ev.localized?.some((l) => startsWith(path, l.path) || (startsWith(l.path, path) && keys.includes(l.path[path.length]!)))) return this.#slow(lang, patch);
    const shape = `${langKey}\u0000${keys.join('\u0000')}`;
    let template = this.#templates.get(shape);
    if (template === undefined) {
      template = compileTemplate(this.#base(lang, langKey), path, keys);
      this.#templates.set(shape, template);
    }
    if (template === 'plain') return this.#plain(lang, langKey);
    if (template === null) return this.#slow(lang, patch);
    const values: string[] = [];
    for (const k of keys) {
      const v = JSON.stringify(patch[k]);
      if (v === undefined) return this.#slow(lang, patch);
      values.push(v);
    }
    const id = `${shape}\u0000${values.join('\u0000')}`;
    let bytes = this.#bytes.get(id);
    if (!bytes) {
      bytes = spliced(template, values);
      this.#bytes.set(id, bytes);
    }
    return bytes;
  }

  /** The frame with this language's texts (the event's own frame when it has none). */
  #base(lang: Lang, langKey: string): object {
    let base = this.#bases.get(langKey);
    if (!base) {
      base = frameFor({ ...this.ev, patches: undefined }, lang, undefined);
      this.#bases.set(langKey, base);
    }
    return base;
  }

  #plain(lang: Lang, langKey: string): Buffer {
    const id = `plain\u0000${langKey}`;
    let bytes = this.#bytes.get(id);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(this.#base(lang, langKey)));
      this.#bytes.set(id, bytes);
    }
    return bytes;
  }

  #slow(lang: Lang, patch: Record<string, unknown>): Buffer {
    return Buffer.from(JSON.stringify(frameFor(this.ev, lang, patch)));
  }
}
