import { useTranslation } from 'react-i18next';
import { LanguageList } from '../settings';
import { Popup } from '../common/lazy-parts';

/** Me's language chooser, from the bottom (loaded when first opened: me-page.tsx). */
export default function LanguagePopup({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="section__title">{t('me.language')}</div>
      <LanguageList onDone={onClose} />
    </Popup>
  );
}
