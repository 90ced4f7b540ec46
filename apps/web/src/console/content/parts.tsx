import { Form, Select } from 'antd';
import type { Lang } from '../../lib/contracts';
import { useConsoleT } from '../i18n';
import type { useAreaChoices } from './kit';

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
