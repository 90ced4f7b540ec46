import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { MapTiles } from './types';

/** The server's tile settings (`mapConfig`): the same for every area and language, read once per visit. */
export function useMapTiles() {
  return useQuery<MapTiles>({
    queryKey: ['mapConfig'],
    queryFn: () => call('mapConfig', { silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
