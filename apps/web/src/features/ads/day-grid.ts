/** Calendar days (`YYYY-MM-DD`) of the buy screen's grid, computed on UTC midnights like the server's. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export interface MonthBlock {
  /** `YYYY-MM` */
  month: string;
  /** Blank cells before the first day, so days sit under their weekday (Monday first). */
  lead: number;
  days: string[];
}

/** The days from `first` to `last`, by month. */
export function monthsBetween(first: string, last: string): MonthBlock[] {
  const blocks: MonthBlock[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    const month = d.slice(0, 7);
    let block = blocks[blocks.length - 1];
    if (!block || block.month !== month) {
      block = { month, lead: (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7, days: [] };
      blocks.push(block);
    }
    block.days.push(d);
  }
  return blocks;
}

/** Toggles `day` in the sorted selection, up to `max` days. */
export function toggleDay(selected: readonly string[], day: string, max: number): string[] {
  if (selected.includes(day)) return selected.filter((d) => d !== day);
  if (selected.length >= max) return [...selected];
  return [...selected, day].sort();
}
