import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Action, SwipeActionRef } from 'antd-mobile/es/components/swipe-action';

/*
 * A message-centre row's swipe actions, with antd-mobile's SwipeAction loaded on first use: it brings @react-spring and
 * @use-gesture (≈ 25 KB gzip), which the list's first paint does without (e2e/chat-first-load.test.ts). Rows draw
 * plainly until then; the first touch on the list starts loading it, and a swipe to the left made before it is in
 * opens that row's actions once it is in and the finger is up (the gesture is followed on the window). From then on
 * SwipeAction handles every swipe itself.
 */
type SwipeAction = typeof import('antd-mobile/es/components/swipe-action').default;

let loaded: SwipeAction | null = null;
/** What the rows draw with: SwipeAction once loaded, but never swapped in while a finger is down on a row. */
let shown: SwipeAction | null = null;
/**
 * A pointer is down on a row. Swapping the row's elements under it (the chunk arriving mid-tap: from the cache it
 * takes milliseconds) took the pressed element out of the page, and the browser then sent the click to the list, not
 * the row: the tap that should open the conversation did nothing (the likely cause of a room that did not open in
 * e2e/chat "speaks English…" under load).
 */
let pressed = false;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

function publish(): void {
  if (pressed || !loaded || shown) return;
  shown = loaded;
  for (const w of waiting) w();
}

/** Starts loading SwipeAction (once; again after a failed load). */
export function loadSwipeAction(): void {
  loading ??= import('antd-mobile/es/components/swipe-action').then(
    (m) => {
      loaded = m.default;
      publish();
    },
    () => void (loading = null),
  );
}

const subscribe = (onChange: () => void) => {
  waiting.add(onChange);
  return () => void waiting.delete(onChange);
};
const useSwipeAction = () => useSyncExternalStore(subscribe, () => shown);

/** How far a finger moves sideways (px), more than up or down, before the move is a swipe rather than a tap. */
const SWIPE_PX = 24;
const TAP_SLOP_PX = 8;
let dragEndedAt = 0;

/** Whether a click now ends a drag (the row's tap is then no tap): a drag over a row must not open the conversation. */
export const endsDrag = () => performance.now() - dragEndedAt < 350;

/** Follows one pointer from its press to its release on the window; `onSwipeLeft` once it moves left far enough. */
function followPointer(start: PointerEvent | React.PointerEvent, onSwipeLeft: () => void): void {
  const { pointerId, clientX: x0, clientY: y0 } = start;
  pressed = true;
  let swiped = false;
  let moved = false;
  const move = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    const dx = e.clientX - x0;
    const dy = e.clientY - y0;
    if (Math.abs(dx) > TAP_SLOP_PX || Math.abs(dy) > TAP_SLOP_PX) moved = true;
    if (!swiped && dx < -SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped = true;
      onSwipeLeft();
    }
  };
  const end = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    if (moved) dragEndedAt = performance.now();
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    pressed = false;
    // After this press's click, which follows pointerup in the same task.
    setTimeout(publish, 0);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}

interface SwipeRowProps {
  actions: Action[];
  testId: string;
  children: ReactNode;
}

/** A row whose right-side actions show on a swipe to the left (SwipeAction once loaded, the plain row before). */
export function SwipeRow({ actions, testId, children }: SwipeRowProps) {
  const Swipe = useSwipeAction();
  const ref = useRef<SwipeActionRef>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useEffect(() => {
    if (!Swipe || !openWhenLoaded) return;
    ref.current?.show('right');
    setOpenWhenLoaded(false);
  }, [Swipe, openWhenLoaded]);
  if (Swipe) {
    return (
      <Swipe ref={ref} rightActions={actions} closeOnAction data-testid={testId}>
        {children}
      </Swipe>
    );
  }
  return (
    <div
      className="chat-swipe-plain"
      // Vertical pans scroll the list; sideways moves stay the row's (as on SwipeAction's own track).
      style={{ touchAction: 'pan-y' }}
      data-testid={testId}
      onPointerDown={(e) => {
        loadSwipeAction();
        followPointer(e, () => setOpenWhenLoaded(true));
      }}
    >
      {children}
    </div>
  );
}
