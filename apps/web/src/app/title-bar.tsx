import NavBar from 'antd-mobile/es/components/nav-bar';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './navigation';

/** Standard title bar (44 px): back arrow and centred title, fixed above the page. */
export function TitleBar({ title }: { title: string }) {
  const goBack = useGoBack();
  const { t } = useTranslation();
  return (
    <header className="title-bar">
      <NavBar
        onBack={goBack}
        backIcon={
          <span data-testid="nav-back" role="button" aria-label={t('common.back')}>
            <LeftOutline />
          </span>
        }
      >
        <span data-testid="page-title">{title}</span>
      </NavBar>
    </header>
  );
}
