import NavBar from 'antd-mobile/es/components/nav-bar';
import { useGoBack } from './navigation';

/** Standard title bar (44 px): back arrow and centred title, fixed above the page. */
export function TitleBar({ title }: { title: string }) {
  const goBack = useGoBack();
  return (
    <header className="title-bar">
      <NavBar onBack={goBack} backIcon data-testid="nav-back">
        <span data-testid="page-title">{title}</span>
      </NavBar>
    </header>
  );
}
