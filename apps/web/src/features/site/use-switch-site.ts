import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadBasicData } from '../../shell/basic-data';
import type { SiteArea } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { showToast } from '../../lib/feedback';

/** Site selection: new siteObj, every cached query dropped, config reloaded, app relaunched at home. */
export function useSwitchSite(): (area: SiteArea, name: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return async (area, name) => {
    const app = useApp.getState();
    app.setSite({ site_area_id: area.id, category_id: null }, name);
    app.setCategoryId(null);
    queryClient.clear();
    await loadBasicData();
    // Names come from the area list in the current language; config may answer in the area's default one.
    useApp.getState().setSite({ site_area_id: area.id, category_id: null }, name);
    showToast({ content: t('site.switched', { name }) });
    navigate('/', { replace: true });
  };
}
