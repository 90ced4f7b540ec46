import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { GrantableRole, StaffMember } from '@haiwai/contracts/staff';
import { call } from '../../lib/http';
import { useConsoleArea, useConsoleMe } from '../app/access';
import { LoadMore, useAdminList, useAreaChoices, useRefresh } from '../content/kit';
import { useConsoleT } from '../i18n';
import { PageHeading } from '../layout/page-heading';
import { StatusTag } from '../layout/status-tag';

const KEY = ['console', 'staff'] as const;

function GrantForm({ onDone }: { onDone(): void }) {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const { me } = useConsoleMe();
  const areas = useAreaChoices('roles', false);
  const roles = useQuery({ queryKey: [...KEY, 'roles'], queryFn: () => call('staffRoles', { silent: true }) });
  const [form] = Form.useForm<{ user_id: number; site_area_id: number; role: GrantableRole }>();
  const choices = [...(roles.data?.list.map((r) => r.key) ?? []), ...(me?.super_admin ? (['super_admin'] as const) : [])];
  const submit = async (v: { user_id: number; site_area_id: number; role: GrantableRole }) => {
    await call('staffGrant', { body: { user_id: v.user_id, role: v.role, site_area_id: v.role === 'super_admin' ? undefined : v.site_area_id } });
    void message.success(t('roles.granted'));
    form.resetFields(['user_id']);
    onDone();
  };
  const role = Form.useWatch('role', form);
  const perms = roles.data?.list.find((r) => r.key === role)?.permissions ?? [];
  return (
    <Card title={t('roles.grantTitle')} size="small" style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" onFinish={(v) => void submit(v)} initialValues={{ site_area_id: areas.initial || undefined }}>
        <Form.Item name="user_id" label={t('roles.userId')} tooltip={t('roles.userIdHelp')} rules={[{ required: true, message: t('roles.needUser') }]}>
          <InputNumber min={1} precision={0} style={{ width: 140 }} data-testid="grant-user" />
        </Form.Item>
        <Form.Item name="site_area_id" label={t('roles.area')} rules={[{ required: role !== 'super_admin', message: t('roles.needArea') }]}>
          <Select style={{ width: 180 }} options={areas.options} disabled={role === 'super_admin'} data-testid="grant-area" />
        </Form.Item>
        <Form.Item name="role" label={t('roles.roleLabel')} rules={[{ required: true, message: t('roles.needRole') }]}>
          <Select style={{ width: 200 }} options={choices.map((k) => ({ value: k, label: t(`roles.role.${k}`) }))} data-testid="grant-role" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="grant-submit">
            {t('roles.grant')}
          </Button>
        </Form.Item>
      </Form>
      {perms.length ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('roles.permissionsOf')}: {perms.map((p) => t(`roles.permission.${p}`)).join('、')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

/** /admin/roles: staff of my areas with their roles; grant and withdraw (audited on the server). */
export function RolesPage() {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const area = useConsoleArea();
  const areas = useAreaChoices('roles', false);
  const refresh = useRefresh(KEY);
  const { q, rows } = useAdminList([...KEY, 'list', area ?? 0], (cursor) => call('staffList', { query: { site_area_id: area, cursor, limit: 50 }, silent: true }));
  const withdraw = async (m: StaffMember, role: GrantableRole) => {
    await call('staffWithdraw', { body: { user_id: m.user_id, site_area_id: m.site_area_id ?? undefined, role } });
    void message.success(t('roles.withdrawn'));
    void refresh();
  };
  const areaName = (a: number | null) => (a === null ? t('roles.everyArea') : areas.name(a));
  const columns: TableColumnsType<StaffMember> = [
    { title: t('roles.columns.user'), key: 'user', render: (_, m) => `${m.nickname} (#${m.user_id})` },
    { title: t('roles.columns.area'), dataIndex: 'site_area_id', render: (a: number | null) => areaName(a) },
    {
      title: t('roles.columns.roles'),
      key: 'roles',
      render: (_, m) => (
        <Space wrap>
          {m.roles.map((r) => (
            <Popconfirm key={r} title={t('roles.withdrawConfirm', { role: t(`roles.role.${r}`), name: m.nickname, area: areaName(m.site_area_id) })} onConfirm={() => void withdraw(m, r)}>
              <Button size="small" aria-label={`${t('roles.withdraw')}: ${t(`roles.role.${r}`)}`} data-testid={`withdraw-${m.user_id}-${r}`}>
                <StatusTag tone={r === 'super_admin' ? 'gold' : r === 'area_admin' ? 'blue' : 'default'}>
                  {t(`roles.role.${r}`)}
                </StatusTag>
                ×
              </Button>
            </Popconfirm>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t('roles.title')} />
      <Typography.Paragraph type="secondary">{t('roles.intro')}</Typography.Paragraph>
      <GrantForm onDone={() => void refresh()} />
      <Table<StaffMember> rowKey={(m) => `${m.user_id}:${m.site_area_id ?? 0}`} columns={columns} dataSource={rows} loading={q.isLoading} pagination={false} locale={{ emptyText: t('roles.empty') }} data-testid="staff-table" />
      <LoadMore q={q} />
    </>
  );
}
