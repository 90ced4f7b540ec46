import { lazy, type ComponentType } from 'react';
import { useSession } from '../../stores/session-store';
import { RequireLogin } from './require-login';

const gates = new Map<() => Promise<ComponentType>, () => Promise<ComponentType>>();

/**
 * The screen behind `loginFirst`: visitors get the login prompt without the screen's code; once someone is logged
 * in (now, or after coming back from logging in) the screen's code loads and it shows.
 */
export function gated(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  let gate = gates.get(load);
  if (!gate) {
    let Screen: ComponentType | null = null;
    const get = () => load().then((C) => (Screen = C));
    const Lazy = lazy(() => get().then((C) => ({ default: C })));
    function LoginFirst() {
      const token = useSession((s) => s.token);
      if (!token) return <RequireLogin>{null}</RequireLogin>;
      return Screen ? <Screen /> : <Lazy />;
    }
    gate = () => (useSession.getState().token ? get().then(() => LoginFirst) : Promise.resolve(LoginFirst));
    gates.set(load, gate);
  }
  return gate;
}
