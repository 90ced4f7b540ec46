import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import Toast from 'antd-mobile/es/components/toast';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import MinusOutline from 'antd-mobile-icons/es/MinusOutline';
import type { Conversation, ConversationMember } from '@haiwai/contracts';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';
import { useChat } from './chat-store';
import { addMembers, leaveGroup, removeMembers, updateSettings } from './chat-api';
import { ChatAvatar } from './chat-avatar';
import { chatSocket } from './chat-runtime';
import { MemberPicker, useContacts } from './member-picker';

const done = (content: string) => Toast.show({ content, duration: TIMING.toastErrorMs });

/** Full-screen sheet of a group: members (owner adds and removes), name, pin, mute, leave. */
export function GroupSettings({ conversation: c, visible, onClose, onLeft }: { conversation: Conversation; visible: boolean; onClose(): void; onLeft(): void }) {
  const { t } = useTranslation();
  const myId = useChat((s) => s.myId);
  const owner = c.owner_id === myId;
  const [sheet, setSheet] = useState<'add' | 'remove' | 'rename' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<unknown>, message?: string) => {
    setBusy(true);
    try {
      await fn();
      if (message) done(message);
      return true;
    } catch {
      return false; // the http client showed why
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    const ok = await Dialog.confirm({ content: t('chat.group.leaveConfirm'), confirmText: t('chat.group.leave'), cancelText: t('common.cancel') });
    if (!ok) return;
    if (
      await run(async () => {
        await leaveGroup(c.id);
        chatSocket()?.forgetConversation(c.id);
      }, t('chat.group.left'))
    ) {
      onClose();
      onLeft();
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} position="right" bodyClassName="group-sheet" destroyOnClose>
      <div className="group-sheet__bar">
        <NavBar onBack={onClose}>{t('chat.group.info')}</NavBar>
      </div>
      <div className="group-sheet__body" data-testid="group-settings">
        <section className="group-sheet__section">
          <div className="group-sheet__title">{t('chat.group.members', { count: c.member_count })}</div>
          <div className="group-members">
            {c.members.map((m) => (
              <div key={m.user_id} className="group-members__item" data-testid={`group-member-${m.user_id}`}>
                <ChatAvatar src={m.avatar} name={m.nickname || m.username} size={48} />
                <span className="group-members__name">{m.nickname || m.username}</span>
                {m.role === 'owner' && <span className="group-members__owner">{t('chat.group.owner')}</span>}
              </div>
            ))}
            {owner && (
              <>
                <button type="button" className="group-members__item group-members__action" onClick={() => setSheet('add')} data-testid="group-add">
                  <span className="group-members__tile">
                    <AddOutline />
                  </span>
                  <span className="group-members__name">{t('chat.group.add')}</span>
                </button>
                {c.members.length > 1 && (
                  <button type="button" className="group-members__item group-members__action" onClick={() => setSheet('remove')} data-testid="group-remove">
                    <span className="group-members__tile">
                      <MinusOutline />
                    </span>
                    <span className="group-members__name">{t('chat.group.remove')}</span>
                  </button>
                )}
              </>
            )}
          </div>
        </section>
        <List className="group-sheet__section">
          <List.Item extra={c.name} onClick={owner ? () => setSheet('rename') : undefined} arrowIcon={owner} data-testid="group-name">
            {t('chat.group.name')}
          </List.Item>
          <List.Item
            extra={<Switch checked={c.is_top === 1} disabled={busy} onChange={(on) => void run(() => updateSettings(c.id, { is_top: on ? 1 : 0 }))} data-testid="group-pin" />}
          >
            {t('chat.group.pinChat')}
          </List.Item>
          <List.Item
            extra={<Switch checked={c.is_mute === 1} disabled={busy} onChange={(on) => void run(() => updateSettings(c.id, { is_mute: on ? 1 : 0 }))} data-testid="group-mute" />}
          >
            {t('chat.group.muteChat')}
          </List.Item>
        </List>
        <div className="group-sheet__leave">
          <Button block color="danger" fill="outline" shape="rounded" onClick={() => void leave()} loading={busy} data-testid="group-leave">
            {t('chat.group.leave')}
          </Button>
        </div>
      </div>
      {sheet === 'add' && <AddSheet c={c} onClose={() => setSheet(null)} run={run} />}
      {sheet === 'remove' && <RemoveSheet c={c} myId={myId} onClose={() => setSheet(null)} run={run} />}
      {sheet === 'rename' && <RenameSheet c={c} onClose={() => setSheet(null)} run={run} />}
    </Popup>
  );
}

type Run = (fn: () => Promise<unknown>, message?: string) => Promise<boolean>;

function SheetFrame({ title, onClose, children, footer }: { title: string; onClose(): void; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{title}</div>
      <div className="group-subsheet__body">{children}</div>
      <div className="group-subsheet__footer">{footer}</div>
    </Popup>
  );
}

function AddSheet({ c, onClose, run }: { c: Conversation; onClose(): void; run: Run }) {
  const { t } = useTranslation();
  const existing = c.members.map((m) => m.user_id);
  const contacts = useContacts(existing);
  const [selected, setSelected] = useState<number[]>([]);
  const submit = async () => {
    if (selected.length === 0) {
      done(t('chat.group.pickRequired'));
      return;
    }
    if (await run(() => addMembers(c.id, selected), t('chat.group.added'))) onClose();
  };
  return (
    <SheetFrame
      title={t('chat.group.addTitle')}
      onClose={onClose}
      footer={
        <Button block color="primary" shape="rounded" onClick={() => void submit()} data-testid="group-add-submit">
          {t('chat.group.add')}
          {selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      }
    >
      <MemberPicker candidates={contacts} selected={selected} onChange={setSelected} exclude={existing} />
    </SheetFrame>
  );
}

function RemoveSheet({ c, myId, onClose, run }: { c: Conversation; myId: number; onClose(): void; run: Run }) {
  const { t } = useTranslation();
  const remove = async (m: ConversationMember) => {
    const name = m.nickname || m.username;
    const ok = await Dialog.confirm({ content: t('chat.group.removeConfirm', { name }), confirmText: t('chat.group.remove'), cancelText: t('common.cancel') });
    if (ok) await run(() => removeMembers(c.id, [m.user_id]), t('chat.group.removed'));
  };
  return (
    <SheetFrame
      title={t('chat.group.remove')}
      onClose={onClose}
      footer={
        <Button block shape="rounded" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <List>
        {c.members
          .filter((m) => m.user_id !== myId)
          .map((m) => (
            <List.Item
              key={m.user_id}
              prefix={<ChatAvatar src={m.avatar} name={m.nickname || m.username} size={36} />}
              extra={
                <Button size="mini" color="danger" fill="outline" onClick={() => void remove(m)} data-testid={`group-remove-${m.user_id}`}>
                  {t('chat.group.remove')}
                </Button>
              }
            >
              {m.nickname || m.username}
            </List.Item>
          ))}
      </List>
    </SheetFrame>
  );
}

function RenameSheet({ c, onClose, run }: { c: Conversation; onClose(): void; run: Run }) {
  const { t } = useTranslation();
  const [name, setName] = useState(c.name);
  const submit = async () => {
    const value = name.trim();
    if (!value) {
      done(t('chat.group.nameRequired'));
      return;
    }
    if (await run(() => updateSettings(c.id, { name: value }), t('common.saved'))) onClose();
  };
  return (
    <SheetFrame
      title={t('chat.group.rename')}
      onClose={onClose}
      footer={
        <Button block color="primary" shape="rounded" onClick={() => void submit()} data-testid="group-rename-submit">
          {t('common.save')}
        </Button>
      }
    >
      <div className="group-subsheet__input">
        <Input value={name} onChange={setName} maxLength={CHAT_CLIENT.maxGroupNameLength} clearable autoFocus data-testid="group-rename-input" />
      </div>
    </SheetFrame>
  );
}
