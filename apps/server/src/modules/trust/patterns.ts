import { NEW_ACCOUNT_DAYS, type ChatWarning, type ScamMatch } from '@haiwai/contracts/trust';
import type { Kysely } from 'kysely';
import { TtlCache } from '../../core/ttl-cache.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { compilePattern, detect, type CompiledPattern } from './detector.js';
import { isVerified, tierBits, tiersOf } from './tiers.js';

/** How long a node keeps an area's compiled patterns and a sender's standing (another node's edit shows within it). */
const PATTERNS_TTL_MS = 15_000;
const SENDER_TTL_MS = 30_000;
const DAY_MS = 86_400_000;

/** Whether a sender's messages are screened, and against which area's patterns. */
interface SenderStanding {
  screened: boolean;
  siteAreaId: number;
}

/**
 * The chat's scam screening (docs/trust.md, service `scamScreen`): a text message from a new (< 7 days) or
 * unverified (neither real name nor business) account that matches the fixed detectors or its area's enabled
 * patterns is flagged 'scam' for its receivers. Per node, an area's patterns are compiled once per 15 s and a
 * sender's standing read once per 30 s, so a send costs no query in the usual case; an admin's change through
 * this node applies at once (`invalidate`).
 */
export class ScamScreen {
  readonly #patterns = new TtlCache<number, CompiledPattern[]>(PATTERNS_TTL_MS, 500);
  readonly #senders = new TtlCache<number, SenderStanding>(SENDER_TTL_MS, 20_000);

  constructor(
    private readonly db: Kysely<DB>,
    private readonly areas: SiteAreaDirectory,
  ) {}

  /** The warning a text from `senderId` carries for its receivers, or null (an established verified sender, or no match). */
  async warningFor(senderId: number, text: string): Promise<ChatWarning | null> {
    const standing = await this.#senders.get(senderId, () => this.#standingOf(senderId));
    if (!standing.screened) return null;
    const hits = detect(text, await this.patternsOf(standing.siteAreaId), true);
    return hits.length ? 'scam' : null;
  }

  /** Everything the area's patterns and the fixed detectors find in a text (the console's test; the tests). */
  async matches(siteAreaId: number, text: string): Promise<ScamMatch[]> {
    return detect(text, await this.patternsOf(siteAreaId));
  }

  patternsOf(siteAreaId: number): Promise<CompiledPattern[]> {
    return this.#patterns.get(siteAreaId, async () => {
      const rows = await this.db.selectFrom('scam_pattern').select(['id', 'kind', 'topic', 'pattern']).where('site_area_id', '=', siteAreaId).where('enabled', '=', true).orderBy('id').execute();
      return rows.map(compilePattern);
    });
  }

  /** After a change through this node: patterns are read again at the next message. */
  invalidate(): void {
    this.#patterns.clear();
  }

  async #standingOf(userId: number): Promise<SenderStanding> {
    const row = await this.db.selectFrom('app_user as u').select(['u.created_at', 'u.site_area_id', tierBits('u').as('bits')]).where('u.id', '=', userId).executeTakeFirst();
    const area = await this.areas.current(row?.site_area_id ?? 0);
    if (!row) return { screened: true, siteAreaId: area.id };
    const isNew = Date.now() - row.created_at.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
    return { screened: isNew || !isVerified(tiersOf(row.bits)), siteAreaId: area.id };
  }
}
