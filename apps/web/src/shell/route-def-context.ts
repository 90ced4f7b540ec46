import { createContext, useContext } from 'react';
import type { RouteDef } from './paths';

export const RouteDefContext = createContext<RouteDef | null>(null);

export function useRouteDef(): RouteDef | null {
  return useContext(RouteDefContext);
}
