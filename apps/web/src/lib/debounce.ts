import { TIMING } from './contracts';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Default (trailing): runs once after `wait` ms of quiet. `leading: true` runs the first call at once and
 * swallows repeats until `wait` ms pass without calls — the guard against double taps (spec section 5).
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = TIMING.debounceMs,
  options: { leading?: boolean } = {},
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    const idle = timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    if (options.leading) {
      if (idle) fn(...args);
      timer = setTimeout(() => (timer = undefined), wait);
    } else {
      timer = setTimeout(() => {
        timer = undefined;
        fn(...args);
      }, wait);
    }
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
