import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { WEB_PUSH_KINDS, type WebPushKind } from '@haiwai/contracts/web-push/constants';
import { showToast } from '../../lib/feedback';
import { deviceState, resultWords, subscribeDevice, unsubscribeDevice, type DeviceState } from './device';
import { usePushSettings, useSavePushSettings, useServerKey } from './queries';
import './web-push.css';

/** Me → 消息通知: this device's permission and subscription, and my switch per kind (docs/web-push.md). */
export function WebPushSettingsPage() {
  const { t } = useTranslation();
  const key = useServerKey();
  if (key.data && !key.data.enabled) {
    return (
      <div className="wpush" data-testid="web-push-settings">
        <p className="wpush__note" data-testid="web-push-off">{t('webPush.page.off')}</p>
      </div>
    );
  }
  return (
    <div className="wpush" data-testid="web-push-settings">
      <ThisDevice />
      <Kinds />
    </div>
  );
}

function ThisDevice() {
  const { t } = useTranslation();
  const key = useServerKey();
  const settings = usePushSettings();
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => void deviceState().then(setState), []);
  useEffect(refresh, [refresh]);

  const enable = async () => {
    if (!key.data) return;
    setBusy(true);
    const result = await subscribeDevice(key.data);
    setBusy(false);
    showToast(t(resultWords(result)));
    refresh();
    void settings.refetch();
  };
  const disable = async () => {
    setBusy(true);
    await unsubscribeDevice().catch(() => undefined);
    setBusy(false);
    showToast(t('webPush.toast.disabled'));
    refresh();
    void settings.refetch();
  };
  const canEnable = state === 'default' || state === 'ready';

  return (
    <section className="wpush__section" aria-labelledby="wpush-device">
      <h2 id="wpush-device" className="wpush__heading">{t('webPush.page.deviceTitle')}</h2>
      <p className={`wpush__state wpush__state--${state ?? 'loading'}`} data-testid="web-push-state" data-state={state ?? ''} role="status">
        {state ? t(`webPush.state.${state}`) : '\u00a0'}
      </p>
      {settings.data && settings.data.devices > 0 && <p className="wpush__note">{t('webPush.page.devices', { count: settings.data.devices })}</p>}
      {/* Shown once the server's key is in: a greyed button while it loads read at 1.9:1 (axe, the publisher pass). */}
      {canEnable && key.data && (
        <Button color="primary" block loading={busy} onClick={enable} data-testid="web-push-enable">
          {t('webPush.action.enable')}
        </Button>
      )}
      {state === 'on' && (
        <Button block loading={busy} onClick={disable} data-testid="web-push-disable">
          {t('webPush.action.disable')}
        </Button>
      )}
    </section>
  );
}

function Kinds() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  const save = useSavePushSettings();
  const toggle = (kind: WebPushKind, on: boolean) => save.mutateAsync({ [kind]: on }).then(() => showToast(t('webPush.toast.saved')), () => undefined);
  return (
    <section className="wpush__section" aria-labelledby="wpush-kinds">
      <h2 id="wpush-kinds" className="wpush__heading">{t('webPush.page.kindsTitle')}</h2>
      <List>
        {WEB_PUSH_KINDS.map((kind) => (
          <List.Item
            key={kind}
            description={t(`webPush.kind.${kind}Hint`)}
            extra={
              <Switch
                checked={settings.data?.[kind] ?? true}
                disabled={!settings.data}
                loading={save.isPending && save.variables?.[kind] !== undefined}
                onChange={(on) => void toggle(kind, on)}
                aria-label={t(`webPush.kind.${kind}`)}
                data-testid={`web-push-kind-${kind}`}
              />
            }
          >
            {t(`webPush.kind.${kind}`)}
          </List.Item>
        ))}
      </List>
      <p className="wpush__note">{t('webPush.page.kindsHint')}</p>
    </section>
  );
}
