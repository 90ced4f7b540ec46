import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Select, Slider, Space, Switch } from 'antd';
import { CONTENT_ADMIN, WATERMARK_POSITIONS } from '@haiwai/contracts/basis/constants';
import type { AdminAreaSettings } from '@haiwai/contracts/basis';
import { call } from '../../lib/http';
import { useConsoleArea } from '../app/access';
import { useConsoleT } from '../i18n';
import { ImageField, LangInputs, useSave } from '../content/kit';

const KEY = ['console', 'settings', 'areas'] as const;
type SettingsForm = Omit<AdminAreaSettings, 'code' | 'name' | 'updated_at' | 'price_units'> & { price_units: { zh: string; en: string; vi: string } };

function AreaForm({ area }: { area: AdminAreaSettings }) {
  const { t } = useConsoleT();
  const [form] = Form.useForm<SettingsForm>();
  const client = useQueryClient();
  const save = useSave();
  const initial: SettingsForm = {
    ...area,
    price_units: { zh: area.price_units.zh, en: area.price_units.en ?? '', vi: area.price_units.vi ?? '' },
  };
  const submit = async (v: SettingsForm) => {
    if (await save(form, () => call('adminAreaSettingsSave', { body: { ...v, site_area_id: area.site_area_id }, silent: true }))) await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} className="settings-form" data-testid="area-settings-form">
      <Space size="large" wrap align="start">
        <Form.Item name="currency" label={t('settings.area.currency')} extra={t('settings.area.currencyHelp')} rules={[{ required: true, pattern: /^[A-Z]{3}$/, message: t('settings.area.currencyHelp') }]}>
          <Input maxLength={3} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="currency_symbol" label={t('settings.area.symbol')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={8} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <LangInputs name="price_units" label={t('settings.area.priceUnit')} max={12} />
      <fieldset className="content-langs">
        <legend>{t('settings.area.watermark')}</legend>
        <Form.Item name={['watermark', 'enabled']} label={t('settings.area.watermarkOn')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item name={['watermark', 'text']} label={t('settings.area.watermarkText')}>
            <Input maxLength={CONTENT_ADMIN.watermarkTextMax} style={{ width: 280 }} data-testid="watermark-text" />
          </Form.Item>
          <Form.Item name={['watermark', 'position']} label={t('settings.area.watermarkPosition')}>
            <Select style={{ width: 160 }} options={WATERMARK_POSITIONS.map((p) => ({ value: p, label: t(`settings.area.positions.${p}`) }))} />
          </Form.Item>
          <Form.Item name={['watermark', 'opacity']} label={t('settings.area.opacity')}>
            <Slider min={0.05} max={1} step={0.05} style={{ width: 200 }} ariaLabelForHandle={t('settings.area.opacity')} />
          </Form.Item>
        </Space>
        <Form.Item name={['watermark', 'image']} label={t('settings.area.watermarkImage')}>
          <ImageField clearable />
        </Form.Item>
      </fieldset>
      <fieldset className="content-langs">
        <legend>{t('settings.area.contact')}</legend>
        <Space size="large" wrap align="start">
          <Form.Item name={['contact', 'phone']} label={t('settings.area.phone')}>
            <Input maxLength={CONTENT_ADMIN.contactMax} style={{ width: 240 }} data-testid="contact-phone" />
          </Form.Item>
          <Form.Item name={['contact', 'email']} label={t('settings.area.email')}>
            <Input maxLength={CONTENT_ADMIN.contactMax} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name={['contact', 'wechat']} label={t('settings.area.wechat')}>
            <Input maxLength={CONTENT_ADMIN.contactMax} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <LangInputs name={['contact', 'hours']} label={t('settings.area.hours')} max={CONTENT_ADMIN.contactMax} required={false} />
      </fieldset>
      <Button type="primary" htmlType="submit" data-testid="area-settings-save">
        {t('content.common.save')}
      </Button>
    </Form>
  );
}

/** One area's settings as the member app reads them (basis/config, the photo watermark, customer service). */
export function AreaTab() {
  const { t } = useConsoleT();
  const chosen = useConsoleArea();
  const q = useQuery({ queryKey: KEY, queryFn: () => call('adminAreaSettingsList', { silent: true }) });
  const [picked, setPicked] = useState<number | undefined>(chosen);
  useEffect(() => setPicked(chosen), [chosen]);
  const areas = q.data ?? [];
  const area = areas.find((a) => a.site_area_id === picked) ?? areas[0];
  if (q.isSuccess && !area) return <Empty description={t('settings.area.noArea')} />;
  return (
    <>
      <div className="content-toolbar">
        <Select
          aria-label={t('settings.area.pick')}
          value={area?.site_area_id}
          loading={q.isLoading}
          onChange={(v: number) => setPicked(v)}
          style={{ minWidth: 220 }}
          options={areas.map((a) => ({ value: a.site_area_id, label: `${a.name} (${a.code})` }))}
        />
      </div>
      {area ? <AreaForm key={`${area.site_area_id}:${area.updated_at}`} area={area} /> : null}
    </>
  );
}
