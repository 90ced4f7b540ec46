import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { onPush } from '../../../lib/push';
import { showToast } from '../../../lib/feedback';
import { TIMING } from '../../../lib/contracts';
import { StatusView } from '../../../shell/status-view';
import { QueryState } from '../../common/query-state';
import { ChatAvatar } from '../chat-avatar';
import { chatKeys } from '../chat-api';
import { roomUrl } from '../chat-runtime';
import '../chat.css';
import './groups.css';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /pagesA/chat/group-join?token=… — what an invite link (or its QR code) opens: the group's name, avatar and size and a
 * "join" button (or "ask to join" when an admin approves). Visitors log in first and come back here (loginFirst).
 */
export function GroupJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const client = useQueryClient();
  const key = [...chatKeys.all, 'invite', token] as const;
  const preview = useQuery({ queryKey: key, enabled: valid, retry: false, queryFn: ({ signal }) => call('chatGroupInvitePreview', { query: { token }, silent: true, noLoading: true, signal }) });
  const [busy, setBusy] = useState(false);
  const id = preview.data?.conversation_id;

  // The requester is told when an admin decides (and the preview reads the new standing).
  useEffect(
    () =>
      onPush({
        frame: (f) => {
          const d = f.data as { conversation_id?: number; approved?: boolean; name?: string } | undefined;
          if (f.type !== 'group_join_decided' || !d || d.conversation_id !== id) return;
          showToast({ content: t(d.approved ? 'chat.groups.decidedYes' : 'chat.groups.decidedNo', { name: d.name ?? '' }), duration: TIMING.toastErrorMs });
          void client.invalidateQueries({ queryKey: key });
        },
      }),
    [id, token],
  );

  if (!valid || (preview.error && !preview.data)) {
    return <StatusView icon={<LinkOutline />} title={t('chat.groups.joinTitle')} text={t('chat.groups.joinInvalid')} testId="group-join-invalid" />;
  }

  const join = async () => {
    setBusy(true);
    try {
      const res = await call('chatGroupJoin', { body: { token } });
      if (res.status === 'joined') {
        showToast({ content: t('chat.groups.joinedToast'), duration: TIMING.toastErrorMs });
        navigate(roomUrl(res.conversation_id), { replace: true });
      } else await preview.refetch();
    } catch {
      // the http client showed why (the group is full, the link was revoked…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="group-join" data-testid="group-join">
      <QueryState isPending={preview.isPending} error={preview.error} onRetry={() => void preview.refetch()}>
        {preview.data && (
          <div className="group-join__card">
            <ChatAvatar src={preview.data.avatar} name={preview.data.name} group size={72} />
            <h1 className="group-join__name" data-testid="group-join-name">
              {preview.data.name}
            </h1>
            <p className="group-join__count">{t('chat.groups.joinMembers', { count: preview.data.member_count })}</p>
            {preview.data.approval && preview.data.status === 'none' && <p className="group-join__hint">{t('chat.groups.joinApprovalHint')}</p>}
            {preview.data.status === 'member' ? (
              <Button block color="primary" shape="rounded" onClick={() => navigate(roomUrl(preview.data.conversation_id), { replace: true })} data-testid="group-join-open">
                {t('chat.groups.joinOpen')}
              </Button>
            ) : preview.data.status === 'pending' ? (
              <p className="group-join__status" data-testid="group-join-pending">
                {t('chat.groups.joinPending')}
              </p>
            ) : (
              <>
                {preview.data.status === 'declined' && <p className="group-join__status">{t('chat.groups.joinDeclined')}</p>}
                <Button block color="primary" shape="rounded" loading={busy} onClick={() => void join()} data-testid="group-join-submit">
                  {preview.data.approval ? t('chat.groups.joinAsk') : t('chat.groups.joinButton')}
                </Button>
              </>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
