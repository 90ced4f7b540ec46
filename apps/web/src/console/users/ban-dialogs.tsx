import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { STAFF } from '@haiwai/contracts/staff/constants';
import { call } from '../../lib/http';
import { useConsoleT } from '../i18n';
import { total } from './format';

const DURATIONS = [1, 3, 7, 30, 90, 365];

/** Ban a member: reason and duration (or permanent); the server ends their sessions and hides their content. */
export function BanDialog({ user, onClose, onDone }: { user: { id: number; nickname: string }; onClose(): void; onDone(): void }) {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; days: number }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const r = await call('adminUserBan', { params: { id: user.id }, body: { reason: v.reason.trim(), days: v.days === 0 ? null : v.days } });
      void message.success(t('users.banned', { count: total(r.hidden) }));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('users.banTitle', { name: user.nickname })} okText={t('users.confirmBan')} okButtonProps={{ danger: true, loading: busy, id: 'ban-confirm' }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('users.banIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ days: 7 }}>
        <Form.Item name="reason" label={t('users.reason')} rules={[{ required: true, min: 2, whitespace: true, message: t('users.reasonNeeded') }]}>
          <Input.TextArea rows={3} maxLength={STAFF.reasonMax} showCount data-testid="ban-reason" />
        </Form.Item>
        <Form.Item name="days" label={t('users.duration')}>
          <Select data-testid="ban-days" options={[...DURATIONS.map((d) => ({ value: d, label: t('users.days', { count: d }) })), { value: 0, label: t('users.forever') }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Lift a member's ban, with an optional note: what the ban hid comes back. */
export function UnbanDialog({ user, onClose, onDone }: { user: { id: number; nickname: string }; onClose(): void; onDone(): void }) {
  const { t } = useConsoleT();
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await call('adminUserUnban', { params: { id: user.id }, body: { note: note.trim() } });
      void message.success(t('users.unbanned', { count: total(r.hidden) }));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('users.unbanTitle', { name: user.nickname })} okText={t('users.confirmUnban')} okButtonProps={{ loading: busy, id: 'unban-confirm' }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('users.unbanIntro')}</Typography.Paragraph>
      <label htmlFor="unban-note">{t('users.note')}</label>
      <Input.TextArea id="unban-note" rows={2} maxLength={STAFF.reasonMax} value={note} onChange={(e) => setNote(e.target.value)} />
    </Modal>
  );
}
