import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import type { Conversation } from '@haiwai/contracts';
import { TIMING } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { useTranslationOn } from '../translate';
import { ChatSearchEntry } from './search/entry';
import { updateSettings } from './chat-api';

export type Run = (fn: () => Promise<unknown>, message?: string) => Promise<boolean>;

/** Runs one change at a time; `message` is toasted when it worked. */
export function useRun(): { busy: boolean; run: Run } {
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<unknown>, message?: string) => {
    setBusy(true);
    try {
      await fn();
      if (message) showToast({ content: message, duration: TIMING.toastErrorMs });
      return true;
    } catch {
      return false; // the http client showed why
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * A member's own settings of a conversation: pin, mute and, when the site translates, "translate incoming messages
 * into my language" (kept on the server, so every device of mine follows it: docs/translation.md).
 */
export function OwnSwitches({ c, busy, run, testPrefix }: { c: Conversation; busy: boolean; run: Run; testPrefix: string }) {
  const { t } = useTranslation();
  const translating = useTranslationOn();
  return (
    <>
      <ChatSearchEntry conversationId={c.id} />
      <List.Item extra={<Switch checked={c.is_top === 1} disabled={busy} onChange={(on) => void run(() => updateSettings(c.id, { is_top: on ? 1 : 0 }))} data-testid={`${testPrefix}-pin`} />}>
        {t('chat.group.pinChat')}
      </List.Item>
      <List.Item extra={<Switch checked={c.is_mute === 1} disabled={busy} onChange={(on) => void run(() => updateSettings(c.id, { is_mute: on ? 1 : 0 }))} data-testid={`${testPrefix}-mute`} />}>
        {t('chat.group.muteChat')}
      </List.Item>
      {translating && (
        <List.Item
          description={t('chat.group.autoTranslateHint')}
          extra={
            <Switch
              checked={c.auto_translate === 1}
              disabled={busy}
              onChange={(on) => void run(() => updateSettings(c.id, { auto_translate: on ? 1 : 0 }))}
              aria-label={t('chat.group.autoTranslate')}
              data-testid={`${testPrefix}-auto-translate`}
            />
          }
        >
          {t('chat.group.autoTranslate')}
        </List.Item>
      )}
    </>
  );
}

/** A one-to-one chat's own settings sheet (a group's is GroupSettings). */
export function SingleSettings({ conversation: c, visible, onClose }: { conversation: Conversation; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { busy, run } = useRun();
  return (
    <Popup visible={visible} onMaskClick={onClose} position="right" bodyClassName="group-sheet" destroyOnClose>
      <div className="group-sheet__bar">
        <NavBar onBack={onClose}>{t('chat.room.settings')}</NavBar>
      </div>
      <div className="group-sheet__body" data-testid="chat-single-settings">
        <List className="group-sheet__section">
          <OwnSwitches c={c} busy={busy} run={run} testPrefix="chat" />
        </List>
      </div>
    </Popup>
  );
}
