/** Where a pull to refresh stands; every state but `idle` shows its words (`common.pull.<state>`). */
export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** What a touch turns out to be once it has moved: a pull down, or anything else (a scroll, a sideways swipe). */
export type TouchIntent = 'undecided' | 'pull' | 'other';

/** Sizes in CSS px and times in ms, as antd-mobile's PullToRefresh had them (the feel people know). */
export const PULL = {
  /** The head's height while refreshing: one line of words. */
  head: 40,
  /** How far the head must open for letting go to refresh. */
  threshold: 60,
  /** How long "refreshed" shows before the head closes. */
  completeDelay: 500,
  /** How long the head takes to close (the stylesheet's transition). */
  settle: 300,
  /** How far the finger moves before its direction counts. */
  slop: 4,
} as const;

/**
 * The head's height for a finger `dy` px below where it touched: it follows the finger at half speed at first, then
 * ever more slowly, never past five heads (a rubber band: antd-mobile's `rubberband(dy, 5 * head, 0.5)`).
 */
export function pullHeight(dy: number, head: number = PULL.head): number {
  if (dy <= 0) return 0;
  const limit = head * 5;
  return (dy * limit * 0.5) / (limit + 0.5 * dy);
}

/** A touch that moved `dx`, `dy` px: a pull when mostly downward, else left to the browser; too little to tell yet. */
export function intentOf(dx: number, dy: number, slop: number = PULL.slop): TouchIntent {
  if (Math.abs(dx) < slop && Math.abs(dy) < slop) return 'undecided';
  return dy > Math.abs(dx) ? 'pull' : 'other';
}

/** What the words say while the finger holds the head open `height` px. */
export function dragStatus(height: number, threshold: number = PULL.threshold): 'pulling' | 'canRelease' {
  return height > threshold ? 'canRelease' : 'pulling';
}
