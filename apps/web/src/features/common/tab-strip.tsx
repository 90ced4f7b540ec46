import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabStripItem<K extends string = string> {
  key: K;
  title: ReactNode;
  /** data-testid of the tab's button (most screens put theirs on a span inside the title instead). */
  testId?: string;
}

interface TabStripProps<K extends string> {
  items: readonly TabStripItem<NoInfer<K>>[];
  /** The keys' type comes from here (a screen's state), not from the items' literals. */
  activeKey: K;
  /** A tab other than the active one was chosen (click, or the arrow keys). */
  onChange(key: NoInfer<K>): void;
  className?: string;
  testId?: string;
}

/** The key the arrow, Home and End keys move to from `active` (wrapping round, as antd-mobile's Tabs), or null for other keys. */
export function keyTarget<K extends string>(keys: readonly K[], active: K, key: string): K | null {
  const n = keys.length;
  if (n === 0) return null;
  const at = Math.max(0, keys.indexOf(active));
  if (key === 'ArrowRight') return keys[(at + 1) % n]!;
  if (key === 'ArrowLeft') return keys[(at - 1 + n) % n]!;
  if (key === 'Home') return keys[0]!;
  if (key === 'End') return keys[n - 1]!;
  return null;
}

/** The scroll position that centres a tab (its left edge and width) in a row `view` px wide scrolling `scroll` px in all. */
export function centredScroll(tabLeft: number, tabWidth: number, view: number, scroll: number): number {
  const max = scroll - view;
  if (max <= 0) return 0;
  return Math.min(max, Math.max(0, Math.round(tabLeft - (view - tabWidth) / 2)));
}

/**
 * A row of tabs with an underline under the active one, looking like antd-mobile's Tabs (42 px high, 17 px titles,
 * the primary colour, a bottom border) without its animation library: the underline slides by a CSS transition.
 * The row scrolls sideways when the titles overflow it (faded edges show there is more) and keeps the active tab in
 * view; the arrow keys move between tabs. A screen renders the active tab's content itself.
 * Sizes and colours follow the same CSS variables as antd's: --title-font-size, --active-title-color,
 * --active-line-color, --active-line-height.
 */
export function TabStrip<K extends string>({ items, activeKey, onChange, className, testId }: TabStripProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const inkRef = useRef<HTMLSpanElement>(null);
  const placed = useRef(false);
  // Faded edges: 1 = more on the left, 2 = more on the right.
  const [edges, setEdges] = useState(0);

  const activeIndex = items.findIndex((item) => item.key === activeKey);

  const updateEdges = () => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 0 ? 1 : 0;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1 ? 2 : 0;
    setEdges(left + right);
  };

  // The underline under the active tab's title, and the active tab scrolled to the middle of the row.
  useLayoutEffect(() => {
    const list = listRef.current;
    const ink = inkRef.current;
    if (!list || !ink) return;
    const place = (smooth: boolean) => {
      const title = list.querySelectorAll<HTMLElement>('.tab-strip__title')[activeIndex];
      const first = !placed.current;
      // The first placement (and one with nothing to underline) jumps; later ones slide.
      if (first) ink.style.transition = 'none';
      ink.style.width = title ? `${title.offsetWidth}px` : '0';
      ink.style.transform = `translateX(${title ? title.offsetLeft : 0}px)`;
      if (first) {
        void ink.offsetWidth;
        ink.style.transition = '';
        placed.current = Boolean(title);
      }
      const tab = title?.parentElement;
      if (tab) {
        const left = centredScroll(tab.offsetLeft, tab.offsetWidth, list.clientWidth, list.scrollWidth);
        if (left !== list.scrollLeft) list.scrollTo({ left, behavior: smooth && !first ? 'smooth' : 'auto' });
      }
      updateEdges();
    };
    place(true);
    if (typeof ResizeObserver === 'undefined') return;
    // The row resized, or a title changed its width (words loaded, a count): follow, without scrolling smoothly.
    const observer = new ResizeObserver(() => place(false));
    observer.observe(list);
    list.querySelectorAll('.tab-strip__title').forEach((title) => observer.observe(title));
    return () => observer.disconnect();
  }, [activeIndex, items.length]);

  // A tab moved to by the keyboard takes the focus once it is the active one.
  const focusNext = useRef<K | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const at = items.findIndex((item) => item.key === focusNext.current);
    focusNext.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[at]?.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = keyTarget(
      items.map((item) => item.key),
      activeKey,
      e.key,
    );
    if (next === null) return;
    e.preventDefault();
    if (next === activeKey) return;
    focusNext.current = next;
    onChange(next);
  };

  return (
    <div className={className ? `tab-strip ${className}` : 'tab-strip'} data-testid={testId}>
      <div className="tab-strip__head">
        <div className={`tab-strip__mask tab-strip__mask--left${edges & 1 ? ' tab-strip__mask--on' : ''}`} />
        <div className={`tab-strip__mask tab-strip__mask--right${edges & 2 ? ' tab-strip__mask--on' : ''}`} />
        <div className="tab-strip__list" role="tablist" ref={listRef} onKeyDown={onKeyDown} onScroll={updateEdges}>
          <span className="tab-strip__ink" ref={inkRef} aria-hidden="true" />
          {items.map((item) => {
            const active = item.key === activeKey;
            return (
              <button
                key={item.key}
                type="button"
                role="tab"
                aria-selected={active}
                tabIndex={active || activeIndex < 0 ? 0 : -1}
                className={active ? 'tab-strip__tab tab-strip__tab--active' : 'tab-strip__tab'}
                data-testid={item.testId}
                onClick={() => {
                  if (!active) onChange(item.key);
                }}
              >
                <span className="tab-strip__title">{item.title}</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
