// A small program a partner team would write against the generated types of /api/docs/json:
// a login with its error branch, a list call with filters, a call with the user's token.
// `openapi.test.ts` generates `api.gen.ts` from the served document and type-checks this file.
import createClient from 'openapi-fetch';
import type { paths } from './api.gen.js';

const client = createClient<paths>({ baseUrl: 'https://api.haiwai-link.app' });

export async function firstVisit(sign: { _timestamp: number; _sign: string }): Promise<string> {
  const login = await client.POST('/api/auth/account/login', {
    params: { query: sign },
    body: { account: 'member', password: 'Demo1234!' },
  });
  if (login.error) {
    // Every error is the envelope: code equals the status, message is in the request language.
    const code: number = login.error.code;
    const message: string = login.error.message;
    const fields = login.error.code === 400 && login.error.data && 'fields' in login.error.data ? login.error.data.fields : undefined;
    throw new Error(`${code} ${message} ${JSON.stringify(fields ?? {})}`);
  }
  const token: string = login.data.data.token;

  const homes = await client.GET('/api/housing/list', {
    params: { query: { ...sign, keyword: '公寓', limit: 20 } },
  });
  if (homes.data) {
    for (const card of homes.data.data.list) {
      const title: string = card.title;
      const price: number | null = card.price;
      void title;
      void price;
    }
    const next: string | null = homes.data.data.next_cursor;
    void next;
  }

  const me = await client.GET('/api/auth/user-info', { params: { query: sign }, headers: { token } });
  if (me.error?.code === 401) return 'log in again';
  return me.data?.data.nickname ?? '';
}
