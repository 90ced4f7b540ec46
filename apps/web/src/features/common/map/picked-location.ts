import { create } from 'zustand';

/** A position chosen on the choose-location screen, with the caller's name for it. */
export interface PickedLocation {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

interface PickedState {
  /** Picks by the key the opener gave (`/pagesA/system/choose-location?key=…`), until taken. */
  picks: Record<string, PickedLocation>;
  put(key: string, pick: PickedLocation): void;
  /** Returns the pick for `key` and forgets it. */
  take(key: string): PickedLocation | null;
}

/**
 * How the choose-location screen hands its answer back (uni.chooseLocation's success): the opening screen names a
 * key, the chooser stores the position under it and goes back, the opener takes it when it shows again. In memory
 * only: a pick belongs to this visit.
 */
export const pickedLocationStore = create<PickedState>((set, get) => ({
  picks: {},
  put: (key, pick) => set((s) => ({ picks: { ...s.picks, [key]: pick } })),
  take: (key) => {
    const pick = get().picks[key] ?? null;
    if (pick) set((s) => ({ picks: Object.fromEntries(Object.entries(s.picks).filter(([k]) => k !== key)) }));
    return pick;
  },
}));

export const usePickedLocation = (key: string) => pickedLocationStore((s) => s.picks[key] ?? null);
