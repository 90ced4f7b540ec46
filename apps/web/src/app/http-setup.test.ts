import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpDeps } from '../lib/http';

const alert = vi.fn();
const show = vi.fn();
const initHttp = vi.fn();
vi.mock('antd-mobile/es/components/modal', () => ({ default: { alert } }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show } }));
vi.mock('../lib/http', () => ({ initHttp }));
vi.mock('./session', () => ({ handleUnauthorized: vi.fn() }));
vi.mock('../stores/loading-store', () => ({ beginLoading: vi.fn() }));
vi.mock('../stores/app-store', () => ({ useApp: { getState: () => ({ terminal: 3, lang: 'zh', siteObj: { site_area_id: 5 } }) } }));
vi.mock('../stores/session-store', () => ({ useSession: { getState: () => ({ token: 'tok' }) } }));
vi.mock('../i18n', () => ({ i18next: { t: (k: string) => k } }));

async function deps(): Promise<HttpDeps> {
  const { setupHttp } = await import('./http-setup');
  setupHttp();
  return initHttp.mock.calls.at(-1)![0] as HttpDeps;
}

describe('error presentation (spec section 8)', () => {
  beforeEach(() => {
    alert.mockClear();
    show.mockClear();
  });

  it('shows an error of a modal-style entry (car save) in a Tip modal with no cancel button', async () => {
    (await deps()).onError('价格必须大于 0', '/car/save', 'modal');
    await vi.waitFor(() => expect(alert).toHaveBeenCalled());
    expect(alert.mock.calls[0]![0]).toMatchObject({ title: 'common.tip', content: '价格必须大于 0' });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts other errors for 2 s', async () => {
    (await deps()).onError('bad', '/smsCode');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ content: 'bad', duration: 2000 });
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends the common headers from the stores', async () => {
    expect((await deps()).headers()).toEqual({ terminal: 3, token: 'tok', lang: 'zh', siteareaid: 5 });
  });
});
