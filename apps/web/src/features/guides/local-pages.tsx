import { useTranslation } from 'react-i18next';
import { GUIDE_PATHS } from '@haiwai/contracts/guides/constants';
import { useApp } from '../../stores/app-store';
import { GuideList } from './list-page';

/** /pagesA/cityWalk/Local-guide: this city's guides (the guides list with the city walk's title), opening Local-guide-detail. */
export function LocalGuidePage() {
  const { t } = useTranslation();
  const city = useApp((s) => s.siteName);
  return <GuideList detailPath={GUIDE_PATHS.localDetail} roles="guide" heading={t('guides.list.localTitle', { city })} />;
}

/** /pagesA/cityWalk/Local-guide-detail?id=: the guide's page with its book button. */
export { GuideDetailPage as LocalGuideDetailPage } from './detail-page';
