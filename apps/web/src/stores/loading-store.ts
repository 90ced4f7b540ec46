import { create } from 'zustand';

/** Number of requests in flight that want the top loading bar. */
export const useLoading = create<{ pending: number }>()(() => ({ pending: 0 }));

export function beginLoading(): () => void {
  useLoading.setState((s) => ({ pending: s.pending + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useLoading.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  };
}
