import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPOSURE_PAGES } from '@haiwai/contracts/exposures/constants';
import { call } from '../../lib/http';
import { loadWords } from '../../shell/words';

export interface ExposureWarningProps {
  /** The member the screen is about: the other side of a chat, a listing's or a company's publisher. */
  userId: number;
  /** Extra class for the host's spacing. */
  className?: string;
}

/**
 * A warning banner for chat and listings (docs/exposures.md): shown only when the member's verified phone, account
 * or one of their companies is named by an approved, unexpired exposure (`exposurePlatform/check`), with a link to
 * it. Renders nothing otherwise, while it asks, or when the check fails; its words (namespace `exposure`) load
 * with it, so a host needs nothing else.
 */
export function ExposureWarning({ userId, className }: ExposureWarningProps) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['exposure', 'check', userId],
    enabled: userId > 0,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const [found] = await Promise.all([call('exposureCheck', { query: { user_id: userId }, noLoading: true, silent: true }), loadWords(['exposure'])]);
      return found;
    },
  });
  if (!check.data?.exposed || !check.data.exposure_id) return null;
  return (
    <div role="alert" className={className} style={banner} data-testid="exposure-warning">
      <strong style={{ display: 'block', marginBottom: 2 }}>{t('exposure.warning.title')}</strong>
      <span>{t('exposure.warning.text')} </span>
      <Link to={`${EXPOSURE_PAGES.detail}?id=${check.data.exposure_id}`} style={{ color: '#a8071a', textDecoration: 'underline' }} data-testid="exposure-warning-link">
        {t('exposure.warning.link')}
      </Link>
    </div>
  );
}

const banner = { margin: '8px 12px', padding: '8px 12px', borderRadius: 8, background: '#fff1f0', border: '1px solid #ffccc7', color: '#5c0011', fontSize: 13, lineHeight: 1.5 } as const;
