import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Space, Typography } from 'antd';
import type { QueueGroup } from '@haiwai/contracts/console/constants';
import { call } from '../../lib/http';
import { useConsoleT } from '../i18n';
import { QUEUE_CALLS, queueKeys } from './queue-calls';

export interface RejectChoice {
  reason?: string;
  reason_id?: number;
}

/**
 * Asks why before rejecting: a reason from the area's list (sent as its id, so the author reads it in their own
 * language) or one written here. `areaId`: the area whose list to offer (the items' area).
 */
export function RejectDialog(props: { group: QueueGroup; queue: string; areaId: number | null; count: number; open: boolean; busy: boolean; onCancel(): void; onConfirm(choice: RejectChoice): void }) {
  const { group, queue, areaId, count, open, busy, onCancel, onConfirm } = props;
  const { t } = useConsoleT();
  const [picked, setPicked] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const reasons = useQuery({
    queryKey: queueKeys.reasons(group, areaId ?? 0, queue),
    queryFn: () => call(QUEUE_CALLS[group].reasons, { query: { site_area_id: areaId!, queue }, silent: true }),
    enabled: open && Boolean(areaId),
  });
  useEffect(() => {
    if (!open) return;
    setPicked(null);
    setTyped('');
    setError('');
  }, [open]);

  const confirm = () => {
    if (picked) return onConfirm({ reason_id: picked });
    if (typed.trim()) return onConfirm({ reason: typed.trim() });
    setError(t('queues.reasonNeeded'));
  };

  return (
    <Modal open={open} title={t('queues.rejectTitle', { count })} okText={t('queues.reject')} cancelText={t('queues.cancel')} okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reject-confirm' }} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('queues.reasonPick')}>
          <Radio.Group value={picked} onChange={(e) => (setPicked(e.target.value as number), setTyped(''), setError(''))} data-testid="reject-reasons">
            <Space direction="vertical">
              {(reasons.data ?? []).map((r) => (
                <Radio key={r.id} value={r.id}>
                  {r.text}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('queues.reasonTyped')} validateStatus={error ? 'error' : undefined} help={error || undefined}>
          <Input.TextArea value={typed} maxLength={200} showCount rows={2} onChange={(e) => (setTyped(e.target.value), setPicked(null), setError(''))} data-testid="reject-typed" />
        </Form.Item>
      </Form>
      {reasons.isError ? <Typography.Text type="danger">{t('app.loadFailed')}</Typography.Text> : null}
    </Modal>
  );
}
