import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import type { AdminPermission, ConsoleMe } from '@haiwai/contracts/console';
import { call } from '../../lib/http';
import { readJson, write } from '../../lib/storage';
import { useSession } from '../../stores/session-store';

/** The console's area choice, kept across visits: an area id, or 0 for every area of mine. */
const AREA_KEY = 'console_area';

interface ConsoleAreaState {
  areaId: number;
  setArea(id: number): void;
}

export const useConsoleAreaStore = create<ConsoleAreaState>()((set) => ({
  areaId: readJson<number>(AREA_KEY) ?? 0,
  setArea: (areaId) => {
    write(AREA_KEY, areaId);
    set({ areaId });
  },
}));

export const consoleMeKey = (userId: number) => ['console', 'me', userId] as const;

/** My areas in the console and what I may do in each (`consoleMe`); null while loading or without a session. */
export function useConsoleMe(): { me: ConsoleMe | null; isLoading: boolean; error: unknown } {
  const userId = useSession((s) => s.userInfo?.id ?? 0);
  const token = useSession((s) => s.token);
  const q = useQuery({ queryKey: consoleMeKey(userId), queryFn: () => call('consoleMe', { silent: true }), enabled: Boolean(token), staleTime: 60_000 });
  return { me: q.data ?? null, isLoading: q.isLoading, error: q.error };
}

/**
 * The area the console works in: the chosen one when it is still mine, else undefined (every area of mine). Pages
 * pass it as `site_area_id` (undefined: the server answers for all my areas).
 */
export function useConsoleArea(): number | undefined {
  const chosen = useConsoleAreaStore((s) => s.areaId);
  const { me } = useConsoleMe();
  if (!chosen || !me?.areas.some((a) => a.id === chosen)) return undefined;
  return chosen;
}

/** Whether `me` holds `permission` in `areaId` (undefined: in any of my areas). */
export function holds(me: ConsoleMe | null, permission: AdminPermission, areaId?: number): boolean {
  if (!me) return false;
  return me.areas.some((a) => (areaId === undefined || a.id === areaId) && a.permissions.includes(permission));
}

/** `holds` for the signed-in user and the console's area. */
export function useHolds(permission: AdminPermission): boolean {
  const { me } = useConsoleMe();
  return holds(me, permission, useConsoleArea());
}
