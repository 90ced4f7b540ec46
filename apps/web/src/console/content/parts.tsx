import { Button, Form, Popconfirm, Select, Space } from 'antd';
import type { Lang } from '../../lib/contracts';
import { useConsoleT } from '../i18n';
import type { useAreaChoices } from './kit';
import { StatusTag } from '../layout/status-tag';

/** A localized text in the console's language (zh when that one is empty). */
export const inLang = (text: { zh: string; en?: string; vi?: string }, lang: Lang) => (lang === 'zh' ? text.zh : text[lang] || text.zh);

/** The area a row belongs to: one of mine (a super admin also: every area). */
export function AreaSelect({ choices, disabled }: { choices: ReturnType<typeof useAreaChoices>; disabled?: boolean }) {
  const { t } = useConsoleT();
  return (
    <Form.Item name="site_area_id" label={t('content.common.area')} rules={[{ required: true, message: t('content.common.required') }]}>
      <Select options={choices.options} disabled={disabled} style={{ maxWidth: 320 }} />
    </Form.Item>
  );
}

/** The delete button of a row, asking first. */
export function RemoveButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useConsoleT();
  return (
    <Popconfirm title={t('content.common.removeConfirm')} onConfirm={onConfirm} okText={t('content.common.remove')} cancelText={t('content.common.cancel')}>
      <Button size="small" danger>
        {t('content.common.remove')}
      </Button>
    </Popconfirm>
  );
}

/** A row's edit and delete buttons. */
export function RowActions({ onEdit, onRemove, editTestId }: { onEdit: () => void; onRemove: () => void; editTestId?: string }) {
  const { t } = useConsoleT();
  return (
    <Space>
      <Button size="small" onClick={onEdit} data-testid={editTestId}>
        {t('content.common.edit')}
      </Button>
      <RemoveButton onConfirm={onRemove} />
    </Space>
  );
}

/** On / off, as a tag. */
export function EnabledTag({ on }: { on: boolean }) {
  const { t } = useConsoleT();
  return <StatusTag tone={on ? 'green' : 'default'}>{t(on ? 'content.common.on' : 'content.common.off')}</StatusTag>;
}

/** A drawer form's save and cancel. */
export function FormButtons({ onClose, saveTestId }: { onClose: () => void; saveTestId?: string }) {
  const { t } = useConsoleT();
  return (
    <Space>
      <Button type="primary" htmlType="submit" data-testid={saveTestId}>
        {t('content.common.save')}
      </Button>
      <Button onClick={onClose}>{t('content.common.cancel')}</Button>
    </Space>
  );
}
