import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PULL, dragStatus, intentOf, pullHeight, type PullStatus, type TouchIntent } from './pull-gesture';
import './pull-refresh.css';

/**
 * Pull down from the top of the page to refresh: `onRefresh` runs when the finger lets go past the threshold, the head
 * says what happens (pull / let go / refreshing / refreshed, also to screen readers) and closes when it is done.
 * Touch events and a CSS transition, no gesture or animation library (antd-mobile's PullToRefresh brings ≈ 25 KB
 * gzip of them). Only a touch that starts with the page at its top and first moves down is a pull: scrolling, a
 * sideways swipe and a scrolled-down page are the browser's.
 */
export function PullRefresh({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('idle');
  // The latest callback for the listeners, which are attached once.
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });
  useEffect(() => listenForPulls(root.current!, pullHead(root.current!, setStatus, () => refresh.current())), []);

  return (
    <div className="pull-refresh" ref={root}>
      <div className="pull-refresh__head">
        <div className="pull-refresh__words" role="status" data-testid="pull-refresh-status">
          {status === 'idle' ? '' : t(`common.pull.${status}`)}
        </div>
      </div>
      {children}
    </div>
  );
}

/** What the touch listeners drive: the head following a finger, then letting go or giving up. */
interface PullHead {
  /** Refreshing, or closing after it: no new pull starts. */
  busy(): boolean;
  follow(dy: number): void;
  release(): void;
  cancel(): void;
  dispose(): void;
}

/** The head of the box `el`: its height (the `--pull-y` property, eased unless following), its words and the refresh. */
function pullHead(el: HTMLElement, setStatus: (s: PullStatus) => void, refresh: () => Promise<unknown>): PullHead {
  let status: PullStatus = 'idle';
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (next: PullStatus) => {
    if (next !== status) setStatus((status = next));
  };
  const open = (px: number, following: boolean) => {
    el.style.setProperty('--pull-y', `${Math.round(px)}px`);
    if (following) el.dataset.following = '';
    else delete el.dataset.following;
  };
  const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  // Closes the head; its words stay until it has closed.
  const settle = async () => {
    busy = true;
    open(0, false);
    await wait(PULL.settle);
    show('idle');
    busy = false;
  };
  const run = async () => {
    busy = true;
    open(PULL.head, false);
    show('refreshing');
    try {
      await refresh();
      show('complete');
      await wait(PULL.completeDelay);
    } catch {
      // The screen's query shows its own error; the head just closes.
    }
    await settle();
  };
  return {
    busy: () => busy,
    follow(dy) {
      const height = pullHeight(dy);
      open(height, true);
      show(dragStatus(height));
    },
    release: () => void (status === 'canRelease' ? run() : settle()),
    cancel: () => void settle(),
    dispose: () => clearTimeout(timer),
  };
}

/** No scroller from the touched element up to the page is scrolled down. */
function atTop(target: EventTarget | null): boolean {
  if (window.scrollY > 0) return false;
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) if (el.scrollTop > 0) return false;
  return true;
}

/**
 * Touches on `el` that pull its head. The one listener that can hold the page still (the move) is attached only
 * while the page is at its top, so scrolling further down never waits for script. Returns the detacher.
 */
function listenForPulls(el: HTMLElement, head: PullHead): () => void {
  let touch: { x: number; y: number; intent: TouchIntent } | null = null;
  const onStart = (e: TouchEvent) => {
    const p = e.touches[0];
    if (touch?.intent === 'pull' && e.touches.length > 1) {
      // A second finger (a pinch) ends the pull without refreshing.
      touch = null;
      head.cancel();
      return;
    }
    touch = !head.busy() && p && e.touches.length === 1 && atTop(e.target) ? { x: p.clientX, y: p.clientY, intent: 'undecided' } : null;
  };
  const onMove = (e: TouchEvent) => {
    const p = e.touches[0];
    if (!touch || touch.intent === 'other' || !p) return;
    if (touch.intent === 'undecided') {
      touch.intent = intentOf(p.clientX - touch.x, p.clientY - touch.y);
      // A page still gliding from a fling may have left the top since the finger touched it.
      if (touch.intent === 'pull' && !atTop(e.target)) touch.intent = 'other';
      if (touch.intent !== 'pull') return;
    }
    if (e.cancelable) e.preventDefault();
    head.follow(p.clientY - touch.y);
  };
  const onEnd = (e: TouchEvent) => {
    const pulled = touch?.intent === 'pull';
    touch = null;
    if (pulled && e.type === 'touchend') head.release();
    else if (pulled) head.cancel();
  };
  let moving = false;
  const onScroll = () => {
    const top = window.scrollY <= 0;
    if (top === moving) return;
    moving = top;
    if (top) el.addEventListener('touchmove', onMove, { passive: false });
    else el.removeEventListener('touchmove', onMove);
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  el.addEventListener('touchstart', onStart, { passive: true });
  el.addEventListener('touchend', onEnd, { passive: true });
  el.addEventListener('touchcancel', onEnd, { passive: true });
  return () => {
    head.dispose();
    window.removeEventListener('scroll', onScroll);
    el.removeEventListener('touchmove', onMove);
    el.removeEventListener('touchstart', onStart);
    el.removeEventListener('touchend', onEnd);
    el.removeEventListener('touchcancel', onEnd);
  };
}
