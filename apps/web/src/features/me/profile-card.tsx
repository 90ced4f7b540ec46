import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { PATHS } from '../../shell/paths';
import type { UserSelf } from '../../lib/contracts';
import { Avatar } from '../common/avatar';

/** The top card of Me: avatar and name, or a prompt to log in. */
export function ProfileCard({ user }: { user: UserSelf | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!user) {
    return (
      <button type="button" className="profile-card" onClick={() => navigate(PATHS.login)} data-testid="me-login">
        <Avatar src={null} />
        <div className="profile-card__body">
          <div className="profile-card__name">{t('me.loginPrompt')}</div>
          <div className="profile-card__sub">{t('me.loginHint')}</div>
        </div>
        <RightOutline />
      </button>
    );
  }
  return (
    <button type="button" className="profile-card" onClick={() => navigate(PATHS.setting)} data-testid="me-profile">
      <Avatar src={user.avatar} />
      <div className="profile-card__body">
        <div className="profile-card__name" data-testid="me-nickname">
          {user.nickname}
          <span className={`verify-tag verify-tag--${user.real_name_status}`}>{t(`me.verify.${user.real_name_status}`)}</span>
        </div>
        <div className="profile-card__sub">{t('me.idLabel', { id: user.id })}</div>
        <div className="profile-card__sub">{user.bio || t('me.noBio')}</div>
      </div>
      <RightOutline />
    </button>
  );
}
