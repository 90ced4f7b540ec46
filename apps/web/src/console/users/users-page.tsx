import { useState } from 'react';
import { Button, Checkbox, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { UserSummary } from '@haiwai/contracts/staff';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useConsoleArea, useConsoleMe } from '../app/access';
import { LoadMore, useAdminList } from '../content/kit';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { when } from './format';
import { UserDrawer, userKeys } from './user-drawer';
import { StatusTag } from '../layout/status-tag';

const PAGE = 20;

/** /admin/users: members of my areas by id, nickname or phone (any spelling), their details, ban and unban. */
export function UsersPage() {
  const { t } = useConsoleT();
  const lang = useApp((s) => s.lang);
  const area = useConsoleArea();
  const { me } = useConsoleMe();
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const [banned, setBanned] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const { q, rows } = useAdminList([...userKeys.all, 'list', area ?? 0, words, banned], (cursor) =>
    call('adminUserSearch', { query: { q: words || undefined, site_area_id: area, banned: banned ? '1' : undefined, cursor, limit: PAGE }, silent: true }),
  );
  const areaName = (a: number | null) => me?.areas.find((x) => x.id === a)?.name ?? (a === null ? '—' : `#${a}`);
  const columns: TableColumnsType<UserSummary> = [
    { title: t('users.columns.id'), dataIndex: 'id', width: 90 },
    { title: t('users.columns.user'), key: 'user', render: (_, u) => <Space direction="vertical" size={0}><strong>{u.nickname}</strong>{u.username ? <Typography.Text type="secondary">@{u.username}</Typography.Text> : null}</Space> },
    { title: t('users.columns.phone'), dataIndex: 'phone', render: (p: string | null) => p ?? '—' },
    { title: t('users.columns.area'), dataIndex: 'site_area_id', render: (a: number | null) => areaName(a) },
    {
      title: t('users.columns.status'),
      key: 'status',
      render: (_, u) =>
        u.ban ? <StatusTag tone="red">{u.ban.until ? t('users.bannedUntil', { time: when(u.ban.until, lang) }) : t('users.bannedForever')}</StatusTag> : <StatusTag tone={u.status === 'active' ? 'green' : 'default'}>{t(`users.${u.status}`)}</StatusTag>,
    },
    { title: t('users.columns.joined'), dataIndex: 'created_at', render: (s: number) => when(s, lang) },
    { title: '', key: 'open', width: 90, render: (_, u) => <Button size="small" onClick={() => setOpened(u.id)} data-testid={`user-open-${u.id}`}>{t('users.open')}</Button> },
  ];
  return (
    <>
      <PageHeading title={t('users.title')} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          enterButton={t('users.searchButton')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => setWords(v.trim())}
          allowClear
          style={{ width: 420 }}
          data-testid="users-search"
        />
        <Checkbox checked={banned} onChange={(e) => setBanned(e.target.checked)}>
          {t('users.onlyBanned')}
        </Checkbox>
      </Space>
      <Table<UserSummary>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={q.isLoading}
        pagination={false}
        locale={{ emptyText: t('users.empty') }}
        onRow={(u) => ({ onDoubleClick: () => setOpened(u.id) })}
        data-testid="users-table"
      />
      <LoadMore q={q} />
      {opened !== null ? <UserDrawer id={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
