import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { WEB_VIEW } from '@haiwai/contracts/web-view/constants';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import './web-view.css';

/**
 * /pagesA/web/web?url= — a link inside the app. An https link to a host on the area's allow-list is framed (sandboxed,
 * no referrer); any other link gets a warning naming its host and a button that opens it outside the app
 * (docs/smaller-screens.md): a phishing page never wears the app's frame.
 */
export function WebViewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const url = (search.get('url') ?? '').trim().slice(0, WEB_VIEW.urlMax);
  const area = useApp((s) => s.siteObj?.site_area_id ?? 0);
  const q = useQuery({ queryKey: ['webView', 'check', url, area], queryFn: () => call('webViewCheck', { query: { url }, silent: true }), enabled: Boolean(url), staleTime: 60_000 });
  if (!url) return <p className="webview__none">{t('webView.noUrl')}</p>;
  return (
    <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
      {q.data && (q.data.allowed ? <Framed url={url} host={q.data.host} /> : <Warning url={url} host={q.data.host} reason={q.data.reason} />)}
    </QueryState>
  );
}

function Framed({ url, host }: { url: string; host: string }) {
  const { t } = useTranslation();
  return (
    <div className="webview" data-testid="webview-frame-box">
      <div className="webview__source muted">{t('webView.source', { host })}</div>
      <iframe className="webview__frame" src={url} title={t('webView.frameTitle', { host })} sandbox={WEB_VIEW.sandbox} referrerPolicy="no-referrer" allow="" data-testid="webview-frame" />
    </div>
  );
}

function Warning({ url, host, reason }: { url: string; host: string; reason: 'ok' | 'not_https' | 'not_listed' | 'invalid' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openable = reason !== 'invalid' && /^https?:\/\//i.test(url);
  return (
    <section className="webview-warn" role="alert" data-testid="webview-warning">
      <h2 className="webview-warn__title">{t('webView.warnTitle')}</h2>
      <p>{reason === 'invalid' ? t('webView.invalid') : t('webView.warnText')}</p>
      {host && (
        <p className="webview-warn__host">
          <span className="muted">{t('webView.hostLabel')}</span> <strong data-testid="webview-host">{host}</strong>
        </p>
      )}
      {reason === 'not_https' && <p className="webview-warn__note">{t('webView.notHttps')}</p>}
      <div className="webview-warn__actions">
        {openable && (
          <a className="adm-button adm-button-primary adm-button-block adm-button-large" href={url} target="_blank" rel="noopener noreferrer" data-testid="webview-open-outside">
            {t('webView.openOutside')}
          </a>
        )}
        <Button block size="large" onClick={() => navigate(-1)}>
          {t('webView.back')}
        </Button>
      </div>
    </section>
  );
}
