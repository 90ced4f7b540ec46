import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, List, Space, Spin, Tag, Typography } from 'antd';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleMe } from '../app/access';
import { useConsoleT } from '../i18n';
import { BanDialog, UnbanDialog } from './ban-dialogs';
import { when } from './format';

export const userKeys = { all: ['console', 'users'] as const, detail: (id: number) => ['console', 'users', 'detail', id] as const };

/** One member: verification, counts, roles, the live ban with its actions, and the latest audit rows about them. */
export function UserDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const client = useQueryClient();
  const { me } = useConsoleMe();
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const q = useQuery({ queryKey: userKeys.detail(id), queryFn: () => call('adminUserDetail', { params: { id } }) });
  const u = q.data;
  const areaName = (a: number | null) => me?.areas.find((x) => x.id === a)?.name ?? (a === null ? '—' : `#${a}`);
  const done = () => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: userKeys.all });
  };
  const actions = u ? (
    u.ban ? (
      <Button onClick={() => setDialog('unban')} data-testid="user-unban">
        {t('users.unban')}
      </Button>
    ) : (
      <Button danger onClick={() => setDialog('ban')} data-testid="user-ban" disabled={u.role === 'super_admin'}>
        {t('users.ban')}
      </Button>
    )
  ) : null;
  return (
    <Drawer open width={560} title={u ? `${u.nickname} (#${u.id})` : t('users.detail')} onClose={onClose} extra={actions} data-testid="user-drawer">
      {q.isLoading ? <Spin /> : null}
      {u ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {u.ban ? (
            <Alert
              type="error"
              showIcon
              data-testid="user-ban-state"
              message={u.ban.until ? t('users.bannedUntil', { time: when(u.ban.until, lang) }) : t('users.bannedForever')}
              description={`${t('users.banReason')}: ${u.ban.reason}`}
            />
          ) : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('users.columns.phone')}>{u.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('users.columns.area')}>{areaName(u.site_area_id)}</Descriptions.Item>
            <Descriptions.Item label={t('users.realName')}>{t(`users.verify.${u.real_name_status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('users.business')}>{u.business_verified ? t('users.yes') : t('users.no')}</Descriptions.Item>
            <Descriptions.Item label={t('users.staffRoles')}>
              {u.staff.length ? u.staff.map((s) => <Tag key={s.site_area_id}>{`${areaName(s.site_area_id)}: ${s.roles.map((r) => t(`roles.role.${r}`)).join(', ')}`}</Tag>) : t('users.noRoles')}
            </Descriptions.Item>
            <Descriptions.Item label={t('users.counts.listings', { live: u.counts.live_listings })}>{u.counts.listings}</Descriptions.Item>
            <Descriptions.Item label={t('users.counts.posts')}>{u.counts.posts}</Descriptions.Item>
            <Descriptions.Item label={t('users.counts.sessions')}>{u.counts.sessions}</Descriptions.Item>
            <Descriptions.Item label={t('users.counts.bans')}>{u.counts.bans}</Descriptions.Item>
            <Descriptions.Item label={t('users.columns.joined')}>{when(u.created_at, lang)}</Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('users.recentAudit')}
            </Typography.Title>
            <List
              size="small"
              dataSource={u.recent_audit}
              locale={{ emptyText: t('users.noAudit') }}
              renderItem={(a) => (
                <List.Item>
                  <Space wrap>
                    <Tag>{a.action}</Tag>
                    <span>{a.admin_name}</span>
                    <Typography.Text type="secondary">{when(a.created_at, lang)}</Typography.Text>
                    {typeof a.detail.reason === 'string' ? <span>{a.detail.reason}</span> : null}
                  </Space>
                </List.Item>
              )}
            />
          </div>
        </Space>
      ) : null}
      {u && dialog === 'ban' ? <BanDialog user={u} onClose={() => setDialog(null)} onDone={done} /> : null}
      {u && dialog === 'unban' ? <UnbanDialog user={u} onClose={() => setDialog(null)} onDone={done} /> : null}
    </Drawer>
  );
}
