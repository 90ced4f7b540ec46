import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { PATHS } from '../../shell/paths';
import { logout } from '../../shell/session';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { useMeProfile } from '../../shell/me-profile';
import { CloseAccountPopup } from './close-account';
import { LanguageList } from './language-list';
import { MobilePopup } from './mobile-popup';
import { PasswordPopup } from './password-popup';
import { ProfileForm } from './profile-form';
import { confirmDialog } from '../../lib/feedback';
import './settings.css';

type Sheet = 'password' | 'mobile' | 'close' | null;

/** /pages/common/setting — profile and security for members; language and site for everyone. */
export function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const siteName = useApp((s) => s.siteName);
  const [sheet, setSheet] = useState<Sheet>(null);
  const profile = useMeProfile();
  const close = () => setSheet(null);

  const confirmLogout = async () => {
    if (await confirmDialog({ content: t('settings.logoutConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') }))
      await logout();
  };

  return (
    <div className="settings">
      {token && user && (
        <>
          <section className="section">
            {/* Remount when the server copy arrives so the form shows fresh values. */}
            <ProfileForm key={profile.dataUpdatedAt} user={user} />
          </section>
          <section className="section">
            <List header={t('settings.security')}>
              <List.Item onClick={() => setSheet('password')} data-testid="settings-password">
                {user.has_password ? t('settings.changePassword') : t('settings.setPassword')}
              </List.Item>
              <List.Item
                onClick={() => setSheet('mobile')}
                extra={user.mobile ? `+${user.area_code ?? ''} ${user.mobile}` : t('common.notSet')}
                data-testid="settings-mobile"
              >
                {t('settings.changeMobile')}
              </List.Item>
            </List>
          </section>
        </>
      )}
      <section className="section">
        <List header={t('settings.language')}>
          <LanguageList />
        </List>
      </section>
      <section className="section">
        <List header={t('settings.general')}>
          <List.Item onClick={() => navigate(PATHS.site)} extra={siteName} data-testid="settings-site">
            {t('me.site')}
          </List.Item>
          <List.Item onClick={() => navigate(PATHS.about)} data-testid="settings-about">
            {t('me.about')}
          </List.Item>
        </List>
      </section>
      {token ? (
        <div className="settings__actions">
          <Button block shape="rounded" onClick={() => void confirmLogout()} data-testid="logout">
            {t('settings.logout')}
          </Button>
          <Button block fill="none" color="danger" onClick={() => setSheet('close')} data-testid="close-account">
            {t('settings.closeAccount')}
          </Button>
        </div>
      ) : (
        <div className="settings__actions">
          <Button block color="primary" shape="rounded" onClick={() => navigate(PATHS.login)} data-testid="settings-login">
            {t('me.loginPrompt')}
          </Button>
        </div>
      )}
      {user && <PasswordPopup open={sheet === 'password'} onClose={close} hasPassword={user.has_password} />}
      <MobilePopup open={sheet === 'mobile'} onClose={close} />
      <CloseAccountPopup open={sheet === 'close'} onClose={close} />
    </div>
  );
}
