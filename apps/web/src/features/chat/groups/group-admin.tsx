import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import type { Conversation, ConversationMember } from '@haiwai/contracts';
import type { ChatInviteLifetime, ChatMuteDuration, GroupInfo } from '@haiwai/contracts/chat';
import { call } from '../../../lib/http';
import { confirmDialog } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/time';
import { useApp } from '../../../stores/app-store';
import { PagedList } from '../../common/paged-list';
import { ChatAvatar } from '../chat-avatar';
import { addMembers, removeMembers } from '../chat-api';
import { MemberPicker, useContacts } from '../member-picker';
import type { Run } from '../own-settings';
import { useCandidates, useGroupChange, useJoinRequests } from './group-queries';
import './groups.css';

export const JOIN_PATH = '/pagesA/chat/group-join';
const MUTES: readonly ChatMuteDuration[] = ['10m', '1h', '1d', 'forever'];
const MUTE_WORDS: Record<ChatMuteDuration, string> = { '10m': 'chat.groups.mute10m', '1h': 'chat.groups.mute1h', '1d': 'chat.groups.mute1d', forever: 'chat.groups.muteForever' };
const LIFETIMES: readonly ChatInviteLifetime[] = ['1d', '7d', 'never'];
const LIFETIME_WORDS: Record<ChatInviteLifetime, string> = { '1d': 'chat.groups.expires1d', '7d': 'chat.groups.expires7d', never: 'chat.groups.expiresNever' };

const nameOf = (m: ConversationMember) => m.nickname || m.username;
export const runsGroup = (info: GroupInfo | undefined) => info?.my_role === 'owner' || info?.my_role === 'admin';

/** The role and mute tags under a member's name in the grid. */
export function MemberTags({ m, info }: { m: ConversationMember; info: GroupInfo | undefined }) {
  const { t } = useTranslation();
  const muted = info?.mutes.some((x) => x.user_id === m.user_id);
  return (
    <>
      {m.role === 'owner' && <span className="group-members__owner">{t('chat.groups.owner')}</span>}
      {m.role === 'admin' && <span className="group-members__owner group-members__admin">{t('chat.groups.admin')}</span>}
      {muted && <span className="group-members__muted">{t('chat.groups.muted')}</span>}
    </>
  );
}

function Sheet({ title, onClose, children, testId }: { title: string; onClose(): void; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{title}</div>
      <div className="group-subsheet__body" data-testid={testId}>
        {children}
      </div>
      <div className="group-subsheet__footer">
        <Button block shape="rounded" onClick={onClose}>
          {t('common.ok')}
        </Button>
      </div>
    </Popup>
  );
}

/** What the owner or an admin may do to one member: admin role (owner), mute, remove, transfer (owner). */
export function MemberSheet({ c, m, info, run, onClose }: { c: Conversation; m: ConversationMember; info: GroupInfo; run: Run; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const change = useGroupChange(c.id);
  const owner = info.my_role === 'owner';
  const mute = info.mutes.find((x) => x.user_id === m.user_id);
  // An admin acts on members only; the owner on everyone else.
  const mayAct = m.role === 'member' || (owner && m.role === 'admin');
  const name = nameOf(m);
  const act = async (fn: () => Promise<unknown>, message: string, close = false) => {
    if (await run(fn, message)) {
      await change.refresh();
      if (close) onClose();
    }
  };
  const setMute = (duration: ChatMuteDuration | 'lift') => act(async () => change.set(await call('chatGroupMute', { body: { conversation_id: c.id, user_id: m.user_id, duration } })), t('chat.groups.done'));
  return (
    <Sheet title={name} onClose={onClose} testId="group-member-sheet">
      {mute && <p className="group-sheet__note">{mute.until ? t('chat.groups.mutedUntil', { time: formatDateTime(mute.until, lang) }) : t('chat.groups.mutedForever')}</p>}
      <List>
        {owner && m.role === 'member' && (
          <List.Item onClick={() => void act(async () => change.set(await call('chatGroupSetRole', { body: { conversation_id: c.id, user_id: m.user_id, role: 'admin' } })), t('chat.groups.done'))} data-testid="member-make-admin">
            {t('chat.groups.makeAdmin')}
          </List.Item>
        )}
        {owner && m.role === 'admin' && (
          <List.Item onClick={() => void act(async () => change.set(await call('chatGroupSetRole', { body: { conversation_id: c.id, user_id: m.user_id, role: 'member' } })), t('chat.groups.done'))} data-testid="member-drop-admin">
            {t('chat.groups.dropAdmin')}
          </List.Item>
        )}
        {mayAct &&
          (mute ? (
            <List.Item onClick={() => void setMute('lift')} data-testid="member-unmute">
              {t('chat.groups.unmute')}
            </List.Item>
          ) : (
            MUTES.map((d) => (
              <List.Item key={d} onClick={() => void setMute(d)} data-testid={`member-mute-${d}`}>
                {t(MUTE_WORDS[d])}
              </List.Item>
            ))
          ))}
        {mayAct && (
          <List.Item
            onClick={async () => {
              if (await confirmDialog({ content: t('chat.groups.removeConfirm', { name }), confirmText: t('chat.groups.remove'), cancelText: t('common.cancel') })) await act(() => removeMembers(c.id, [m.user_id]), t('chat.group.removed'), true);
            }}
            data-testid="member-remove"
          >
            <span className="group-sheet__danger">{t('chat.groups.remove')}</span>
          </List.Item>
        )}
        {owner && (
          <List.Item
            onClick={async () => {
              if (await confirmDialog({ content: t('chat.groups.transferConfirm', { name }), confirmText: t('chat.groups.transfer'), cancelText: t('common.cancel') }))
                await act(async () => change.set(await call('chatGroupTransfer', { body: { conversation_id: c.id, user_id: m.user_id } })), t('chat.groups.transferred'), true);
            }}
            data-testid="member-transfer"
          >
            {t('chat.groups.transfer')}
          </List.Item>
        )}
      </List>
    </Sheet>
  );
}

/** Owners and admins: the announcement editor, the invite link and QR code, the join requests; everyone: the limit. */
export function GroupRunSections({ c, info, run }: { c: Conversation; info: GroupInfo | undefined; run: Run }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'announcement' | 'invite' | 'requests' | null>(null);
  const admin = runsGroup(info);
  return (
    <>
      <List className="group-sheet__section">
        <List.Item
          description={<span className="group-sheet__announcement">{info?.announcement?.text ?? t('chat.groups.announcementNone')}</span>}
          onClick={admin ? () => setOpen('announcement') : undefined}
          arrowIcon={admin}
          data-testid="group-announcement-item"
        >
          {t('chat.groups.announcement')}
        </List.Item>
        {admin && (
          <List.Item onClick={() => setOpen('invite')} data-testid="group-invite-item">
            {t('chat.groups.invite')}
          </List.Item>
        )}
        {admin && (
          <List.Item onClick={() => setOpen('requests')} extra={info?.pending_requests ? <span className="group-sheet__count">{info.pending_requests}</span> : null} data-testid="group-requests-item">
            {t('chat.groups.requests')}
          </List.Item>
        )}
        <List.Item extra={t('chat.groups.memberLimit', { count: info?.member_count ?? c.member_count, max: info?.member_limit ?? 500 })}>{t('chat.group.members', { count: c.member_count })}</List.Item>
      </List>
      {open === 'announcement' && <AnnouncementSheet c={c} info={info} run={run} onClose={() => setOpen(null)} />}
      {open === 'invite' && info && <InviteSheet c={c} info={info} run={run} onClose={() => setOpen(null)} />}
      {open === 'requests' && <RequestsSheet c={c} run={run} onClose={() => setOpen(null)} />}
    </>
  );
}

function AnnouncementSheet({ c, info, run, onClose }: { c: Conversation; info: GroupInfo | undefined; run: Run; onClose(): void }) {
  const { t } = useTranslation();
  const change = useGroupChange(c.id);
  const [text, setText] = useState(info?.announcement?.text ?? '');
  const save = async () => {
    if (await run(async () => change.set(await call('chatGroupAnnouncement', { body: { conversation_id: c.id, text } })), t('chat.groups.announcementSaved'))) onClose();
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{t('chat.groups.announcementEdit')}</div>
      <div className="group-subsheet__body">
        <div className="group-subsheet__input">
          <TextArea value={text} onChange={setText} maxLength={2000} rows={5} showCount placeholder={t('chat.groups.announcementPlaceholder')} aria-label={t('chat.groups.announcement')} data-testid="group-announcement-input" />
        </div>
      </div>
      <div className="group-subsheet__footer">
        <Button block color="primary" shape="rounded" onClick={() => void save()} data-testid="group-announcement-save">
          {t('common.save')}
        </Button>
      </div>
    </Popup>
  );
}

/** The link and its QR code (drawn here with `qrcode`), how long it lasts, whether an admin approves; revoke. */
function InviteSheet({ c, info, run, onClose }: { c: Conversation; info: GroupInfo; run: Run; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const change = useGroupChange(c.id);
  const [expires, setExpires] = useState<ChatInviteLifetime>('7d');
  const [approval, setApproval] = useState(info.invite?.approval ?? false);
  const [qr, setQr] = useState<string | null>(null);
  const invite = info.invite;
  const link = invite ? `${location.origin}${JOIN_PATH}?token=${invite.token}` : '';
  useEffect(() => {
    let live = true;
    setQr(null);
    if (link) void import('qrcode').then((q) => q.toDataURL(link, { margin: 1, width: 220 })).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  const create = () =>
    run(async () => {
      await call('chatGroupInviteCreate', { body: { conversation_id: c.id, expires, approval } });
      await change.refresh();
    });
  return (
    <Sheet title={t('chat.groups.invite')} onClose={onClose} testId="group-invite-sheet">
      <p className="group-sheet__note">{t('chat.groups.inviteHint')}</p>
      {invite ? (
        <div className="group-invite">
          {qr && <img className="group-invite__qr" src={qr} alt={t('chat.groups.qrAlt')} width={220} height={220} data-testid="group-invite-qr" />}
          <code className="group-invite__link" data-testid="group-invite-link">
            {link}
          </code>
          <p className="group-sheet__note">
            {invite.expires_at ? t('chat.groups.inviteUntil', { time: formatDateTime(invite.expires_at, lang) }) : t('chat.groups.inviteForever')}
            {invite.approval ? ` · ${t('chat.groups.inviteApproval')}` : ''}
          </p>
          <div className="group-invite__actions">
            <Button size="small" color="primary" fill="outline" onClick={() => void run(() => navigator.clipboard.writeText(link), t('chat.groups.inviteCopied'))} data-testid="group-invite-copy">
              {t('chat.groups.inviteCopy')}
            </Button>
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={() =>
                void run(async () => {
                  await call('chatGroupInviteRevoke', { body: { conversation_id: c.id } });
                  await change.refresh();
                }, t('chat.groups.inviteRevoked'))
              }
              data-testid="group-invite-revoke"
            >
              {t('chat.groups.inviteRevoke')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="group-sheet__note">{t('chat.groups.inviteNone')}</p>
      )}
      <List>
        <List.Item>
          <div className="group-invite__label">{t('chat.groups.inviteExpires')}</div>
          <Selector
            columns={3}
            value={[expires]}
            onChange={(v) => v[0] && setExpires(v[0])}
            options={LIFETIMES.map((l) => ({ label: t(LIFETIME_WORDS[l]), value: l }))}
            data-testid="group-invite-expires"
          />
        </List.Item>
        <List.Item extra={<Switch checked={approval} onChange={setApproval} aria-label={t('chat.groups.inviteApproval')} data-testid="group-invite-approval" />}>{t('chat.groups.inviteApproval')}</List.Item>
      </List>
      <div className="group-invite__create">
        <Button block color="primary" shape="rounded" onClick={() => void create()} data-testid="group-invite-create">
          {t('chat.groups.inviteCreate')}
        </Button>
      </div>
    </Sheet>
  );
}

function RequestsSheet({ c, run, onClose }: { c: Conversation; run: Run; onClose(): void }) {
  const { t } = useTranslation();
  const change = useGroupChange(c.id);
  const requests = useJoinRequests(c.id, true);
  const decide = (id: number, approve: boolean) =>
    run(
      async () => {
        await call('chatGroupJoinDecide', { body: { request_id: id, approve } });
        await change.refresh();
      },
      approve ? t('chat.groups.approved') : t('chat.groups.declined'),
    );
  return (
    <Sheet title={t('chat.groups.requests')} onClose={onClose} testId="group-requests-sheet">
      <PagedList
        query={requests}
        className="group-requests"
        pull={false}
        empty={{ title: t('chat.groups.requestsEmpty') }}
        noMore={t('chat.groups.requestsEnd')}
        renderItem={(r) => (
          <div className="group-requests__row" data-testid={`group-request-${r.user_id}`}>
            <ChatAvatar src={r.avatar} name={r.nickname} size={36} />
            <span className="group-requests__name">{r.nickname}</span>
            <Button size="mini" color="primary" onClick={() => void decide(r.id, true)} data-testid={`group-request-approve-${r.user_id}`}>
              {t('chat.groups.approve')}
            </Button>
            <Button size="mini" fill="outline" onClick={() => void decide(r.id, false)} data-testid={`group-request-decline-${r.user_id}`}>
              {t('chat.groups.decline')}
            </Button>
          </div>
        )}
      />
    </Sheet>
  );
}

/**
 * Adding people: my follows, or a search by nickname or ID (people blocked either way never show); below, people from
 * my recent chats and a user ID typed in (the member picker of a new group).
 */
export function AddPeopleSheet({ c, run, onClose }: { c: Conversation; run: Run; onClose(): void }) {
  const { t } = useTranslation();
  const change = useGroupChange(c.id);
  const existing = c.members.map((m) => m.user_id);
  const contacts = useContacts(existing);
  const [q, setQ] = useState('');
  const people = useCandidates(c.id, q);
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const add = async () => {
    if (selected.length && (await run(() => addMembers(c.id, selected), t('chat.group.added')))) {
      await change.refresh();
      onClose();
    }
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="group-subsheet">
      <div className="group-subsheet__title">{t('chat.group.addTitle')}</div>
      <div className="group-subsheet__body" data-testid="group-add-sheet">
        <div className="group-subsheet__input">
          <SearchBar placeholder={t('chat.groups.addSearch')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} aria-label={t('chat.groups.addSearch')} data-testid="group-add-search" />
        </div>
        <div className="group-sheet__note">{q ? t('chat.groups.addResults') : t('chat.groups.addFollows')}</div>
        <PagedList
          query={{ ...people, data: people.data ? { pages: people.data.pages.map((p) => ({ list: p.list.map((u) => ({ ...u, id: u.user_id })) })) } : undefined }}
          className="group-candidates"
          pull={false}
          empty={{ title: t('chat.groups.addNone') }}
          noMore={t('chat.groups.addEnd')}
          renderItem={(u) => (
            <button type="button" className="group-candidates__row" disabled={u.is_member} aria-pressed={selected.includes(u.user_id)} onClick={() => toggle(u.user_id)} data-testid={`group-candidate-${u.user_id}`}>
              <span className={`group-candidates__tick${selected.includes(u.user_id) ? ' group-candidates__tick--on' : ''}`} aria-hidden />
              <ChatAvatar src={u.avatar} name={u.nickname} size={36} />
              <span className="group-candidates__name">
                {u.nickname} <span className="group-candidates__id">ID {u.user_id}</span>
              </span>
              {u.is_member && <span className="group-candidates__in">{t('chat.groups.inGroup')}</span>}
            </button>
          )}
        />
        <MemberPicker candidates={contacts} selected={selected} onChange={setSelected} exclude={existing} />
      </div>
      <div className="group-subsheet__footer">
        <Button block color="primary" shape="rounded" disabled={selected.length === 0} onClick={() => void add()} data-testid="group-add-submit">
          {t('chat.group.add')}
          {selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      </div>
    </Popup>
  );
}
