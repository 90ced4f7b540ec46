import NavBar from 'antd-mobile/es/components/nav-bar';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { useGoBack } from './navigation';

/**
 * Standard title bar (44 px): back arrow and centred title, fixed above the page. Screens with their own bar
 * style (the chat room) pass their class, a right-hand action and the title's test id.
 */
export function TitleBar({ title, right, className = 'title-bar', testId = 'page-title' }: { title: string; right?: React.ReactNode; className?: string; testId?: string }) {
  const goBack = useGoBack();
  const { t } = useTranslation();
  return (
    <header className={className}>
      <NavBar
        className="title-nav"
        onBack={goBack}
        backIcon={
          <span data-testid="nav-back" role="button" aria-label={t('common.back')}>
            <Icon name="LeftOutline" />
          </span>
        }
        right={right}
      >
        <span data-testid={testId}>{title}</span>
      </NavBar>
    </header>
  );
}
