import { create } from 'zustand';

/**
 * What the person has typed on the top-up screen, kept while they visit the area-code page (the app's one
 * area-code picker writes the app store's area code and comes back: the screen adopts it when it asked for it).
 */
interface Draft {
  /** '' until the person picks one: the area's country is used. */
  callingCode: string;
  mobile: string;
  /** The operator the person chose over the recognised one (a ported number); null: the recognised one. */
  operator: string | null;
  faceValue: number | null;
  /** Set when leaving for the area-code page, so the screen takes its answer on return. */
  pickingAreaCode: boolean;
  set(patch: Partial<Omit<Draft, 'set'>>): void;
}

export const useRechargeDraft = create<Draft>((set) => ({
  callingCode: '',
  mobile: '',
  operator: null,
  faceValue: null,
  pickingAreaCode: false,
  set: (patch) => set(patch),
}));
