/**
 * Where a page's long main-thread tasks go, read from a Chrome trace (Lighthouse's): each task of 50 ms or more on
 * the page's main thread, with what ran inside it (parsing HTML, evaluating a script and which one, style, layout),
 * as observed (unthrottled; Lighthouse's simulated figures multiply CPU time by about four).
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string }; beginData?: { url?: string } };
}

const LONG_US = 50_000;

/** The renderer main thread of the page: the CrRendererMain thread with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const t of names) {
    const busy = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: t.pid, tid: t.tid, busy };
  }
  return best;
}

function label(e: TraceEvent): string {
  const url = e.args?.data?.url || e.args?.beginData?.url || '';
  const fn = e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '';
  return `${e.name}${fn}${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
}

/** Lines describing each long task: start (ms from the first task), length, and its largest parts. */
export function longTasks(trace: { traceEvents: TraceEvent[] }): string[] {
  const events = trace.traceEvents;
  const thread = mainThread(events);
  if (!thread) return ['no renderer main thread in the trace'];
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((e) => e.name === 'RunTask');
  const t0 = tasks[0]?.ts ?? 0;
  const out: string[] = [];
  for (const task of tasks.filter((t) => (t.dur ?? 0) >= LONG_US)) {
    const end = task.ts + task.dur!;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! >= 3_000 && e.name !== 'RunTask');
    // Totals by label, so a script evaluated in many pieces shows once.
    const byLabel = new Map<string, number>();
    for (const e of inside) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + e.dur!);
    const parts = [...byLabel.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    out.push(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms`);
    for (const [what, us] of parts) out.push(`    ${(us / 1000).toFixed(1).padStart(6)} ms  ${what}`);
  }
  return out.length ? out : ['no task of 50 ms or more'];
}
