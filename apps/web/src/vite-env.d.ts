/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_SIGN_KEY?: string;
}

declare module 'virtual:api-routes' {
  const routes: Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string; signed: boolean; quiet?: true; errorStyle?: 'modal' }>;
  export default routes;
}

declare module 'virtual:api-routes-later' {
  const routes: Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string; signed: boolean; quiet?: true; errorStyle?: 'modal' }>;
  export default routes;
}

declare module 'virtual:api-routes-admin' {
  const routes: Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string; signed: boolean; quiet?: true; errorStyle?: 'modal' }>;
  export default routes;
}
