import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ProgressCircle from 'antd-mobile/es/components/progress-circle';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { MEDIA } from '../../lib/contracts';
import { useSession } from '../../stores/session-store';
import { uploadImage } from '../common/upload';
import { Avatar } from '../common/avatar';
import { meKeys } from '../../shell/me-keys';
import { showToast } from '../../lib/feedback';

/** Tap the avatar, pick an image: upload with progress ring, then save its URL on the profile. */
export function AvatarUpload() {
  const { t } = useTranslation();
  const avatar = useSession((s) => s.userInfo?.avatar);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const media = await uploadImage(file, setProgress);
      const user = await call('putUser', { body: { avatar: media.url } });
      useSession.getState().setUserInfo(user);
      queryClient.setQueryData(meKeys.profile(), user);
      showToast({ icon: 'success', content: t('common.saved') });
    } catch {
      // The http client already showed the server's message.
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <button type="button" className="avatar-upload" onClick={() => input.current?.click()} disabled={progress !== null} aria-label={t('settings.changeAvatar')} data-testid="avatar-upload">
      <Avatar src={avatar} size={56} />
      {progress !== null && (
        <span className="avatar-upload__progress" data-testid="avatar-progress">
          <ProgressCircle percent={progress} style={{ '--size': '56px', '--track-width': '3px' }}>
            {t('settings.uploading', { percent: progress })}
          </ProgressCircle>
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={MEDIA.acceptedImageTypes.join(',')}
        hidden
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="avatar-input"
      />
    </button>
  );
}
