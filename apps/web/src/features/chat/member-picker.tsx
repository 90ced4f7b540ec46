import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { TIMING } from '../../lib/contracts';
import { useChat } from './chat-store';
import { ChatAvatar } from './chat-avatar';
import { showToast } from '../../lib/feedback';

export interface Candidate {
  userId: number;
  name: string;
  avatar: string | null;
}

/** People from my single chats: the ones I can add to a group without knowing their id. */
export function useContacts(exclude: readonly number[] = []): Candidate[] {
  const conversations = useChat((s) => s.conversations);
  return useMemo(() => {
    const skip = new Set(exclude);
    const seen = new Set<number>();
    const out: Candidate[] = [];
    for (const c of Object.values(conversations).sort((a, b) => b.update_time - a.update_time)) {
      if (c.type !== 1 || !c.other_user_id || skip.has(c.other_user_id) || seen.has(c.other_user_id)) continue;
      seen.add(c.other_user_id);
      out.push({ userId: c.other_user_id, name: c.name, avatar: c.avatar });
    }
    return out;
  }, [conversations, exclude]);
}

/** Tick people from recent chats or add someone by user id; `selected` is controlled by the parent. */
export function MemberPicker({
  candidates,
  selected,
  onChange,
  exclude = [],
}: {
  candidates: Candidate[];
  selected: number[];
  onChange(ids: number[]): void;
  exclude?: readonly number[];
}) {
  const { t } = useTranslation();
  const [idText, setIdText] = useState('');
  const [extra, setExtra] = useState<number[]>([]);
  const known = new Set(candidates.map((c) => c.userId));
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const addById = () => {
    const id = Number(idText.trim());
    if (!Number.isInteger(id) || id <= 0 || exclude.includes(id)) {
      showToast({ content: t('chat.group.badId'), duration: TIMING.toastErrorMs });
      return;
    }
    if (!known.has(id) && !extra.includes(id)) setExtra([...extra, id]);
    if (!selected.includes(id)) onChange([...selected, id]);
    setIdText('');
  };
  return (
    <div className="member-picker">
      <div className="member-picker__hint">{t('chat.group.pickHint')}</div>
      <div className="member-picker__id">
        <Input
          value={idText}
          onChange={setIdText}
          placeholder={t('chat.group.idPlaceholder')}
          inputMode="numeric"
          onEnterPress={addById}
          data-testid="picker-id"
        />
        <Button size="small" color="primary" fill="outline" onClick={addById} data-testid="picker-id-add">
          {t('chat.group.addId')}
        </Button>
      </div>
      <List>
        {extra.map((id) => (
          <List.Item key={`id-${id}`} prefix={<Tick on={selected.includes(id)} />} onClick={() => toggle(id)} arrowIcon={false} data-testid={`picker-user-${id}`}>
            ID {id}
          </List.Item>
        ))}
        {candidates.map((c) => (
          <List.Item
            key={c.userId}
            prefix={
              <span className="member-picker__prefix">
                <Tick on={selected.includes(c.userId)} />
                <ChatAvatar src={c.avatar} name={c.name} size={36} />
              </span>
            }
            onClick={() => toggle(c.userId)}
            arrowIcon={false}
            data-testid={`picker-user-${c.userId}`}
          >
            {c.name}
          </List.Item>
        ))}
        {candidates.length === 0 && extra.length === 0 && <List.Item disabled>{t('chat.group.noContacts')}</List.Item>}
      </List>
    </div>
  );
}

/** The row's checkbox, for show: the whole row toggles. */
function Tick({ on }: { on: boolean }) {
  return (
    <span className="member-picker__tick" aria-hidden>
      <Checkbox checked={on} />
    </span>
  );
}
