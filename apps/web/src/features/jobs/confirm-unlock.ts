import { useTranslation } from 'react-i18next';
import { useUnlock } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';

/**
 * Opening a resume's contact (the resume page, the talent pool): asks first, saying how many unlocks are left this
 * month, then unlocks and says so. A refusal (quota used up meanwhile) is shown by the http client.
 */
export function useConfirmedUnlock() {
  const { t } = useTranslation();
  const unlock = useUnlock();
  /** `balance`: paid views, used once this month's free unlocks (`remaining`) are gone. */
  const confirmAndUnlock = async (id: number, remaining: number, balance = 0) => {
    const ok = await confirmDialog({
      title: t('jobs.resume.unlock'),
      content: remaining > 0 ? t('jobs.resume.unlockAsk', { remaining }) : t('jobs.resume.unlockAskBalance', { balance }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await unlock.mutateAsync(id);
      showToast({ icon: 'success', content: t('jobs.resume.unlockedToast') });
    } catch {
      // the http client showed the server's message (with the quota numbers)
    }
  };
  return { confirmAndUnlock, isPending: unlock.isPending };
}
