import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, initHttp, resetHttp, type HttpDeps } from './http';

function setup(reply: { status?: number; body: unknown }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ({
    status: reply.status ?? 200,
    json: async () => reply.body,
  }));
  const deps: HttpDeps = {
    signKey: 'k',
    headers: () => ({ terminal: 3, token: 't1', lang: 'en', siteareaid: 0 }),
    beginLoading: vi.fn(() => vi.fn()),
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
    fetch: fetchMock as unknown as typeof fetch,
  };
  initHttp(deps);
  return { deps, fetchMock };
}
const hmac = (ts: number) => createHmac('sha256', 'k').update(String(ts)).digest('hex');

afterEach(() => resetHttp());

describe('http client', () => {
  it('throws before init', () => {
    expect(() => call('areaCode')).toThrow('HTTP service not initialized');
  });

  it('signs GET calls in the query and sends the headers', async () => {
    const { fetchMock, deps } = setup({ body: { code: 200, message: 'ok', data: [] } });
    await call('carousel', { query: { position: 'home' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/api/carousel');
    expect(u.searchParams.get('position')).toBe('home');
    const ts = Number(u.searchParams.get('_timestamp'));
    expect(u.searchParams.get('_sign')).toBe(hmac(ts));
    expect(init?.headers).toMatchObject({ terminal: '3', token: 't1', lang: 'en', siteareaid: '0' });
    expect(deps.beginLoading).toHaveBeenCalled();
  });

  it('signs POST calls in the JSON body and fills path params', async () => {
    const { fetchMock } = setup({ body: { code: 200, message: 'ok', data: {} } });
    await call('login', { body: { account: 'a', password: 'p' } });
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ account: 'a', password: 'p' });
    expect(body._sign).toBe(hmac(body._timestamp));
    await call('singlePageInfo', { params: { key: 'about' } });
    expect(fetchMock.mock.calls[1]![0]).toMatch(/^\/api\/singlePage\/info\/about\?/);
  });

  it('skips the loading indicator for quiet calls', async () => {
    const { deps } = setup({ body: { code: 200, message: 'ok', data: [] } });
    await call('siteAreaAll');
    await call('areaCode', { noLoading: true });
    expect(deps.beginLoading).not.toHaveBeenCalled();
  });

  it('reads the envelope of error statuses, toasts, and keeps field errors', async () => {
    const { deps } = setup({ status: 400, body: { code: 400, message: 'bad', data: { fields: { 'body.mobile': 'wrong' } } } });
    const err = await call('smsCode', { body: { area_code: '86', mobile: '1' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fields).toEqual({ mobile: 'wrong' });
    expect(deps.onError).toHaveBeenCalledWith('bad', '/smsCode');
  });

  it('takes the error style from the API table entry (car save: a dialog)', async () => {
    const { deps } = setup({ status: 400, body: { code: 400, message: 'bad', data: null } });
    await expect(call('carSave', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(deps.onError).toHaveBeenCalledWith('bad', '/car/save', 'modal');
  });

  it('shows the loading indicator for calls not marked quiet', async () => {
    const { deps } = setup({ body: { code: 200, message: 'ok', data: [] } });
    await call('getUser');
    await call('chatSend', { body: { conversation_id: 1, type: 'text', content: 'hi', temp_id: 't' } as never });
    expect(deps.beginLoading).not.toHaveBeenCalled();
    await call('areaCode');
    expect(deps.beginLoading).toHaveBeenCalledTimes(1);
  });

  it('hands 401 to the session handler instead of a toast', async () => {
    const { deps } = setup({ status: 401, body: { code: 401, message: 'login please', data: null } });
    await expect(call('getUser')).rejects.toBeInstanceOf(ApiError);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('login please', false);
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('rejects on network failure and hides loading', async () => {
    const { deps } = setup({ body: null });
    const stop = vi.fn();
    deps.beginLoading = () => stop;
    deps.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(call('areaCode')).rejects.toMatchObject({ name: 'NetworkError' });
    expect(stop).toHaveBeenCalled();
  });
});
