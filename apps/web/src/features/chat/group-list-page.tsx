import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { StatusView } from '../../shell/status-view';
import { CHAT_CLIENT, TIMING } from '../../lib/contracts';
import { sortConversations } from './chat-store';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { createGroup } from './chat-api';
import { ChatAvatar } from './chat-avatar';
import { roomUrl } from './chat-runtime';
import { useConversationList } from './conversation-list';
import { relativeLabel } from './format';
import { MemberPicker, useContacts } from './member-picker';
import { showToast } from '../../lib/feedback';
import './chat.css';

/** /pages/common/group-list — my group chats, and starting a new one. */
export function GroupListPage() {
  return (
    <RequireLogin>
      <GroupList />
    </RequireLogin>
  );
}

function GroupList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, conversations } = useConversationList();
  const groups = useMemo(() => sortConversations({ conversations, hidden: {} }).filter((c) => c.type !== 1), [conversations]);
  const [creating, setCreating] = useState(false);

  return (
    <div className="chat-groups" data-testid="group-list">
      <div className="chat-groups__create">
        <Button block color="primary" shape="rounded" onClick={() => setCreating(true)} data-testid="group-create">
          {t('chat.group.createTitle')}
        </Button>
      </div>
      <QueryState isPending={query.isPending && groups.length === 0} error={groups.length === 0 ? query.error : null} onRetry={() => void query.refetch()}>
        {groups.length === 0 ? (
          <StatusView testId="group-list-empty" icon={<TeamOutline />} title={t('chat.group.empty')} text={t('chat.group.emptyHint')} />
        ) : (
          <List className="chat-list__items">
            {groups.map((c) => (
              <List.Item
                key={c.id}
                prefix={<ChatAvatar src={c.avatar} name={c.name} group size={44} />}
                description={t('chat.group.memberCount', { count: c.member_count })}
                extra={<span className="chat-row__time">{relativeLabel(c.update_time, t)}</span>}
                onClick={() => navigate(roomUrl(c.id))}
                data-testid={`group-row-${c.id}`}
              >
                {c.name}
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
      {creating && <CreateGroup onClose={() => setCreating(false)} onCreated={(id) => navigate(roomUrl(id))} />}
    </div>
  );
}

function CreateGroup({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const toast = (content: string) => showToast({ content, duration: TIMING.toastErrorMs });
  const submit = async () => {
    if (!name.trim()) return toast(t('chat.group.nameRequired'));
    if (selected.length === 0) return toast(t('chat.group.pickRequired'));
    setBusy(true);
    try {
      const c = await createGroup(name.trim(), selected);
      toast(t('chat.group.created'));
      onClose();
      onCreated(c.id);
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{t('chat.group.createTitle')}</div>
      <div className="group-subsheet__body">
        <div className="group-subsheet__input">
          <Input
            value={name}
            onChange={setName}
            maxLength={CHAT_CLIENT.maxGroupNameLength}
            placeholder={t('chat.group.namePlaceholder')}
            clearable
            data-testid="group-create-name"
          />
        </div>
        <MemberPicker candidates={contacts} selected={selected} onChange={setSelected} />
      </div>
      <div className="group-subsheet__footer">
        <Button block color="primary" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="group-create-submit">
          {t('chat.group.create')}
          {selected.length > 0 ? ` (${t('chat.group.selected', { count: selected.length })})` : ''}
        </Button>
      </div>
    </Popup>
  );
}
