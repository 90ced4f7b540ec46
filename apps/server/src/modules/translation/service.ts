import { createHash } from 'node:crypto';
import { CODE, type Lang } from '@haiwai/contracts';
import { TRANSLATION, type TranslationSourceType } from '@haiwai/contracts/translation/constants';
import type { Translation } from '@haiwai/contracts/translation';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound, tooMany } from '../../core/errors.js';
import type { Metrics } from '../../core/metrics.js';
import type { AuthUser } from '../../core/routes.js';
import { sanitizeRichText } from '../../core/rich-text.js';
import type { DB } from '../../db/schema.js';
import { TranslationFailure, type TranslationEngine } from './engine.js';
import { protectHtml, restore, splitLines } from './protect.js';
import type { TranslatableField, TranslationSources } from './sources.js';

/** DeepL takes at most 50 texts per request; LibreTranslate has no documented limit, the same batch keeps it modest. */
const BATCH = 50;

export interface TranslationLimits {
  memberDailyChars: number;
  areaDailyChars: number;
}

const hashOf = (f: TranslatableField) => createHash('sha256').update(`${f.format}\u0000${f.text}`).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);
const secondsToMidnightUtc = () => {
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
};

/**
 * Translation on demand (docs/translation.md): reads the thing through its module's source (so only what the
 * reader may see), answers each field from the cache or the engine, and keeps the per-member and per-area daily
 * quotas. Cached translations are free: only characters sent to the engine count. Any engine failure reaches the
 * reader as "translation unavailable" (503), logged and counted by kind.
 */
export class TranslationService {
  private readonly outcomes;

  constructor(
    private readonly db: Kysely<DB>,
    readonly engine: TranslationEngine | null,
    private readonly sources: TranslationSources,
    private readonly limits: TranslationLimits,
    metrics: Metrics,
    private readonly log: FastifyBaseLogger,
  ) {
    this.outcomes = metrics.counter({
      name: 'haiwai_translation_requests_total',
      help: 'Translation requests by engine and outcome (cached, translated, same_language, quota, and each engine failure kind)',
      labelNames: ['engine', 'outcome'],
    });
  }

  get enabled(): boolean {
    return this.engine !== null;
  }

  async translate(reader: AuthUser, type: TranslationSourceType, id: number, target: Lang): Promise<Translation> {
    const engine = this.engine;
    // Off is not a failure of the server (a 5xx): there is no translation here, as for a call nobody offers.
    if (!engine) throw notFound('translation.off');
    const fields = await this.sources.read(type, reader, id);
    if (!fields) throw notFound('translation.not_found');
    const chars = fields.reduce((n, f) => n + f.text.length, 0);
    if (chars > TRANSLATION.maxChars) throw new AppError(CODE.PAYLOAD_TOO_LARGE, 'translation.too_long', { max: TRANSLATION.maxChars });

    const hashes = fields.map(hashOf);
    const cached = hashes.length
      ? await this.db.selectFrom('translation_cache').select(['text_hash', 'translated', 'source_lang']).where('text_hash', 'in', hashes).where('target_lang', '=', target).execute()
      : [];
    const byHash = new Map(cached.map((r) => [r.text_hash, r]));
    const missing = fields.map((f, i) => ({ f, hash: hashes[i] ?? hashOf(f) })).filter((m) => !byHash.has(m.hash) && m.f.text.trim());
    const area = await this.readerArea(reader.id);

    let detected: string | null = cached.find((r) => r.source_lang)?.source_lang ?? null;
    if (missing.length) {
      const sending = missing.reduce((n, m) => n + m.f.text.length, 0);
      await this.checkQuota(reader.id, area, sending);
      let answers: string[];
      try {
        const result = await this.run(engine, missing.map((m) => m.f), target);
        answers = result.texts;
        detected = result.detected ?? detected;
      } catch (err) {
        const kind = err instanceof TranslationFailure ? err.kind : 'unavailable';
        this.outcomes.labels(engine.name, kind).inc();
        this.log.warn({ err, engine: engine.name, kind, type, id }, 'translation failed');
        if (kind === 'too_long') throw new AppError(CODE.PAYLOAD_TOO_LARGE, 'translation.too_long', { max: TRANSLATION.maxChars });
        throw new AppError(CODE.UNAVAILABLE, 'translation.unavailable');
      }
      const same = detected === target;
      const rows = missing.map((m, k) => ({
        text_hash: m.hash,
        target_lang: target,
        engine: engine.name,
        source_lang: detected,
        // Already in the reader's language: the original is its own translation (and costs nothing next time).
        translated: same ? m.f.text : (answers[k] ?? m.f.text),
        chars: m.f.text.length,
      }));
      await this.db.insertInto('translation_cache').values(rows).onConflict((oc) => oc.columns(['text_hash', 'target_lang']).doNothing()).execute();
      for (const r of rows) byHash.set(r.text_hash, { text_hash: r.text_hash, translated: r.translated, source_lang: r.source_lang });
      await this.count(reader.id, area, { chars: sending, requests: 1, cache_hits: 0 });
      this.outcomes.labels(engine.name, same ? 'same_language' : 'translated').inc();
    } else {
      await this.count(reader.id, area, { chars: 0, requests: 0, cache_hits: 1 });
      this.outcomes.labels(engine.name, 'cached').inc();
    }

    const out: Record<string, string> = {};
    fields.forEach((f, i) => (out[f.name] = byHash.get(hashes[i] ?? '')?.translated ?? f.text));
    const same = detected === target;
    return { type, id, source_lang: detected, target_lang: target, same_language: same, fields: same ? Object.fromEntries(fields.map((f) => [f.name, f.text])) : out };
  }

  /** The engine's answers for `fields`, in order: plain text line by line with its pieces kept, rich text as markup, sanitized again. */
  private async run(engine: TranslationEngine, fields: TranslatableField[], target: Lang) {
    const plain = fields.map((f) => (f.format === 'text' ? splitLines(f.text) : null));
    const rich = fields.map((f) => (f.format === 'html' ? protectHtml(f.text) : null));
    let detected: string | null = null;
    const send = async (texts: string[], format: 'xml' | 'html') => {
      const out: string[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const r = await engine.translate(texts.slice(i, i + BATCH), target, format);
        detected ??= r.detected;
        out.push(...r.texts);
      }
      return out;
    };
    const xmlTexts = plain.flatMap((p) => p?.texts ?? []);
    const xmlAnswers = xmlTexts.length ? await send(xmlTexts, 'xml') : [];
    const htmlTexts = rich.filter((r) => r?.translatable).map((r) => r!.text);
    const htmlAnswers = htmlTexts.length ? await send(htmlTexts, 'html') : [];
    let x = 0;
    let h = 0;
    const texts = fields.map((f, i) => {
      const p = plain[i];
      if (p) {
        const mine = xmlAnswers.slice(x, x + p.texts.length);
        x += p.texts.length;
        return p.join(mine);
      }
      const r = rich[i]!;
      if (!r.translatable) return f.text;
      // The engine's markup is not trusted: the same sanitizer as the article's own text.
      return sanitizeRichText(restore(htmlAnswers[h++] ?? r.text, r.pieces, 'html'));
    });
    return { texts, detected: detected as string | null };
  }

  private async readerArea(userId: number): Promise<number | null> {
    const row = await this.db.selectFrom('app_user').select('site_area_id').where('id', '=', userId).executeTakeFirst();
    return row?.site_area_id ?? null;
  }

  /** 429 past the member's or the area's characters for today (UTC); renewed at midnight UTC. */
  private async checkQuota(userId: number, area: number | null, sending: number): Promise<void> {
    const day = today();
    const mine = await this.db.selectFrom('translation_usage').select('chars').where('day', '=', day).where('user_id', '=', userId).executeTakeFirst();
    const hours = Math.ceil(secondsToMidnightUtc() / 3600);
    if ((mine?.chars ?? 0) + sending > this.limits.memberDailyChars) {
      this.outcomes.labels(this.engine!.name, 'member_quota').inc();
      throw tooMany('translation.member_quota', secondsToMidnightUtc(), { limit: this.limits.memberDailyChars, hours });
    }
    if (area !== null) {
      const all = await this.db
        .selectFrom('translation_usage')
        .select(sql<string>`coalesce(sum(chars), 0)`.as('chars'))
        .where('day', '=', day)
        .where('site_area_id', '=', area)
        .executeTakeFirst();
      if (Number(all?.chars ?? 0) + sending > this.limits.areaDailyChars) {
        this.outcomes.labels(this.engine!.name, 'area_quota').inc();
        throw tooMany('translation.area_quota', secondsToMidnightUtc(), { hours });
      }
    }
  }

  private async count(userId: number, area: number | null, add: { chars: number; requests: number; cache_hits: number }): Promise<void> {
    await this.db
      .insertInto('translation_usage')
      .values({ day: today(), user_id: userId, site_area_id: area, ...add })
      .onConflict((oc) =>
        oc.columns(['day', 'user_id']).doUpdateSet({
          chars: sql`translation_usage.chars + ${add.chars}`,
          requests: sql`translation_usage.requests + ${add.requests}`,
          cache_hits: sql`translation_usage.cache_hits + ${add.cache_hits}`,
        }),
      )
      .execute();
  }
}
