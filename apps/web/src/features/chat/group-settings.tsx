import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Popup from 'antd-mobile/es/components/popup';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import MinusOutline from 'antd-mobile-icons/es/MinusOutline';
import type { Conversation, ConversationMember } from '@haiwai/contracts';
import type { GroupInfo } from '@haiwai/contracts/chat';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';
import { useChat } from './chat-store';
import { removeMembers, updateSettings } from './chat-api';
import { ChatAvatar } from './chat-avatar';
import { leaveGroupChat } from './conversation-list';
import { confirmDialog, showToast } from '../../lib/feedback';
import { OwnSwitches, useRun, type Run } from './own-settings';
import { AddPeopleSheet, GroupRunSections, MemberSheet, MemberTags, runsGroup } from './groups/group-admin';
import { useGroupInfo } from './groups/group-queries';

const done = (content: string) => showToast({ content, duration: TIMING.toastErrorMs });

type Sheet = 'add' | 'remove' | 'rename' | null;

const mayRemove = (info: GroupInfo | undefined, m: ConversationMember) => info?.my_role === 'owner' || m.role === 'member';

/**
 * Full-screen sheet of a group: members with their roles (owner and admins add, remove, mute; the owner appoints admins
 * and transfers), the announcement, invite link and join requests (groups/), name, pin, mute, leave.
 */
export function GroupSettings({ conversation: c, visible, onClose, onLeft }: { conversation: Conversation; visible: boolean; onClose(): void; onLeft(): void }) {
  const { t } = useTranslation();
  const myId = useChat((s) => s.myId);
  const owner = c.owner_id === myId;
  const info = useGroupInfo(c.id).data;
  const [sheet, setSheet] = useState<Sheet>(null);
  const [acting, setActing] = useState<ConversationMember | null>(null);
  const { busy, run } = useRun();

  const leave = async () => {
    const ok = await confirmDialog({ content: t('chat.group.leaveConfirm'), confirmText: t('chat.group.leave'), cancelText: t('common.cancel') });
    if (!ok) return;
    if (await run(() => leaveGroupChat(c.id), t('chat.group.left'))) {
      onClose();
      onLeft();
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} position="right" bodyClassName="group-sheet" destroyOnClose>
      <div className="group-sheet__bar">
        <NavBar onBack={onClose} left={<span className="visually-hidden">{t('common.back')}</span>}>
          {t('chat.group.info')}
        </NavBar>
      </div>
      <div className="group-sheet__body" data-testid="group-settings">
        <MembersSection c={c} info={info} myId={myId} onSheet={setSheet} onMember={setActing} />
        <GroupRunSections c={c} info={info} run={run} />
        <GroupOptions c={c} owner={owner} busy={busy} run={run} onRename={() => setSheet('rename')} />
        <div className="group-sheet__leave">
          <Button block color="danger" fill="outline" shape="rounded" onClick={() => void leave()} loading={busy} data-testid="group-leave">
            {t('chat.group.leave')}
          </Button>
        </div>
      </div>
      {sheet === 'add' && <AddPeopleSheet c={c} onClose={() => setSheet(null)} run={run} />}
      {sheet === 'remove' && <RemoveSheet c={c} info={info} myId={myId} onClose={() => setSheet(null)} run={run} />}
      {acting && info && <MemberSheet c={c} m={acting} info={info} run={run} onClose={() => setActing(null)} />}
      {sheet === 'rename' && <RenameSheet c={c} onClose={() => setSheet(null)} run={run} />}
    </Popup>
  );
}

/** The members' grid with roles and mutes; the owner and admins tap a member for actions and get the add and remove tiles. */
function MembersSection({ c, info, myId, onSheet, onMember }: { c: Conversation; info: GroupInfo | undefined; myId: number; onSheet(sheet: Sheet): void; onMember(m: ConversationMember): void }) {
  const { t } = useTranslation();
  const runs = runsGroup(info);
  return (
    <section className="group-sheet__section">
      <div className="group-sheet__title">{t('chat.group.members', { count: c.member_count })}</div>
      <div className="group-members">
        {c.members.map((m) => (
          <button type="button" key={m.user_id} className="group-members__item group-members__action" disabled={!runs || m.user_id === myId} onClick={() => onMember(m)} data-testid={`group-member-${m.user_id}`}>
            <ChatAvatar src={m.avatar} name={m.nickname || m.username} size={48} />
            <span className="group-members__name">{m.nickname || m.username}</span>
            <MemberTags m={m} info={info} />
          </button>
        ))}
        {runs && (
          <>
            <MemberAction icon={<AddOutline />} label={t('chat.group.add')} onClick={() => onSheet('add')} testId="group-add" />
            {c.members.length > 1 && <MemberAction icon={<MinusOutline />} label={t('chat.group.remove')} onClick={() => onSheet('remove')} testId="group-remove" />}
          </>
        )}
      </div>
    </section>
  );
}

function MemberAction({ icon, label, onClick, testId }: { icon: ReactNode; label: string; onClick(): void; testId: string }) {
  return (
    <button type="button" className="group-members__item group-members__action" onClick={onClick} data-testid={testId}>
      <span className="group-members__tile">{icon}</span>
      <span className="group-members__name">{label}</span>
    </button>
  );
}

/** Name (the owner renames), pin, mute and auto-translate. */
function GroupOptions({ c, owner, busy, run, onRename }: { c: Conversation; owner: boolean; busy: boolean; run: Run; onRename(): void }) {
  const { t } = useTranslation();
  return (
    <List className="group-sheet__section">
      <List.Item extra={c.name} onClick={owner ? onRename : undefined} arrowIcon={owner} data-testid="group-name">
        {t('chat.group.name')}
      </List.Item>
      <OwnSwitches c={c} busy={busy} run={run} testPrefix="group" />
    </List>
  );
}

function SheetFrame({ title, onClose, children, footer }: { title: string; onClose(): void; children: ReactNode; footer: ReactNode }) {
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{title}</div>
      <div className="group-subsheet__body">{children}</div>
      <div className="group-subsheet__footer">{footer}</div>
    </Popup>
  );
}

interface SubmitProps {
  title: string;
  label: ReactNode;
  testId: string;
  /** What to warn about instead of submitting, if anything. */
  missing: string | null;
  change(): Promise<unknown>;
  message: string;
  run: Run;
  onClose(): void;
  children: ReactNode;
}

/** A sheet with one primary button: it warns about what is missing, else makes the change and closes when that worked. */
function SubmitSheet({ title, label, testId, missing, change, message, run, onClose, children }: SubmitProps) {
  const submit = async () => {
    if (missing) {
      done(missing);
      return;
    }
    if (await run(change, message)) onClose();
  };
  return (
    <SheetFrame
      title={title}
      onClose={onClose}
      footer={
        <Button block color="primary" shape="rounded" onClick={() => void submit()} data-testid={testId}>
          {label}
        </Button>
      }
    >
      {children}
    </SheetFrame>
  );
}

function RemoveSheet({ c, info, myId, onClose, run }: { c: Conversation; info: GroupInfo | undefined; myId: number; onClose(): void; run: Run }) {
  const { t } = useTranslation();
  const remove = async (m: ConversationMember) => {
    const name = m.nickname || m.username;
    const ok = await confirmDialog({ content: t('chat.group.removeConfirm', { name }), confirmText: t('chat.group.remove'), cancelText: t('common.cancel') });
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
          .filter((m) => m.user_id !== myId && mayRemove(info, m))
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
  const value = name.trim();
  return (
    <SubmitSheet
      title={t('chat.group.rename')}
      label={t('common.save')}
      testId="group-rename-submit"
      missing={value ? null : t('chat.group.nameRequired')}
      change={() => updateSettings(c.id, { name: value })}
      message={t('common.saved')}
      run={run}
      onClose={onClose}
    >
      <div className="group-subsheet__input">
        <Input value={name} onChange={setName} maxLength={CHAT_CLIENT.maxGroupNameLength} clearable autoFocus data-testid="group-rename-input" />
      </div>
    </SubmitSheet>
  );
}
