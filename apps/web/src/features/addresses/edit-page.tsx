import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Switch from 'antd-mobile/es/components/switch';
import { ADDRESS } from '@haiwai/contracts/addresses/constants';
import { PHONE_PATTERNS } from '../../lib/contracts';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { MapView, useAreaCentre, type MapPoint } from '../common/map';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import type { Address } from './picked';
import { useAddress, useSaveAddress } from './queries';
import { showToast } from '../../lib/feedback';
import './addresses.css';

interface Form {
  recipient: string;
  area_code: string;
  mobile: string;
  area: string;
  street: string;
  pin: MapPoint | null;
  is_default: boolean;
}

const formOf = (a: Address): Form => ({ recipient: a.recipient, area_code: a.area_code, mobile: a.mobile, area: a.area, street: a.street, pin: a.lat !== null && a.lng !== null ? { lat: a.lat, lng: a.lng } : null, is_default: a.is_default });

/** `/pagesA/manage/address` (`?id=` edits): recipient, phone with area code, area, street, a pin on the map, default. */
export function AddressEditPage() {
  return (
    <RequireLogin>
      <AddressEdit />
    </RequireLogin>
  );
}

function AddressEdit() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0) || 0;
  const existing = useAddress(id);
  if (!id) return <AddressForm />;
  return (
    <QueryState isPending={existing.isPending} error={existing.error} onRetry={() => void existing.refetch()}>
      {existing.data && <AddressForm address={existing.data} />}
    </QueryState>
  );
}

function AddressForm({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const save = useSaveAddress();
  const [form, setForm] = useState<Form>(() => (address ? formOf(address) : { recipient: '', area_code: user?.area_code || '84', mobile: '', area: '', street: '', pin: null, is_default: false }));
  const [error, setError] = useState('');
  useEffect(() => setError(''), [form]);
  const edit = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const problem = !form.recipient.trim()
      ? t('addresses.edit.recipientRequired')
      : !PHONE_PATTERNS.areaCode.test(form.area_code.trim().replace(/^\+/, '')) || !PHONE_PATTERNS.mobile.test(form.mobile.trim())
        ? t('addresses.edit.phoneRequired')
        : form.area.trim().length < 2 || form.street.trim().length < 2
          ? t('addresses.edit.placeRequired')
          : '';
    if (problem) return setError(problem);
    try {
      await save.mutateAsync({
        ...(address ? { id: address.id } : {}),
        recipient: form.recipient.trim(),
        area_code: form.area_code.trim().replace(/^\+/, ''),
        mobile: form.mobile.trim(),
        area: form.area.trim(),
        street: form.street.trim(),
        lat: form.pin?.lat ?? null,
        lng: form.pin?.lng ?? null,
        is_default: form.is_default,
      });
      showToast({ content: t('addresses.edit.saved') });
      navigate(-1);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <div className="addr addr--form" data-testid="address-form">
      <label className="addr-field">
        <span>{t('addresses.edit.recipient')}</span>
        <input value={form.recipient} maxLength={ADDRESS.recipientMax} placeholder={t('addresses.edit.recipientPlaceholder')} onChange={(e) => edit({ recipient: e.target.value })} data-testid="address-recipient" />
      </label>
      <PhoneField areaCode={form.area_code} mobile={form.mobile} onChange={edit} />
      <label className="addr-field">
        <span>{t('addresses.edit.area')}</span>
        <input value={form.area} maxLength={ADDRESS.areaMax} placeholder={t('addresses.edit.areaPlaceholder')} onChange={(e) => edit({ area: e.target.value })} data-testid="address-area" />
      </label>
      <label className="addr-field">
        <span>{t('addresses.edit.street')}</span>
        <input value={form.street} maxLength={ADDRESS.streetMax} placeholder={t('addresses.edit.streetPlaceholder')} onChange={(e) => edit({ street: e.target.value })} data-testid="address-street" />
      </label>
      <PinField pin={form.pin} title={form.recipient || t('addresses.edit.pinTitle')} onChange={(pin) => edit({ pin })} />
      <div className="addr-field addr-field--row">
        <span id="addr-default-label">{t('addresses.edit.default')}</span>
        <Switch checked={form.is_default} onChange={(is_default) => edit({ is_default })} aria-labelledby="addr-default-label" data-testid="address-default" />
      </div>
      {error && (
        <div className="addr-error" role="alert" data-testid="address-error">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="address-save">
        {t('addresses.edit.save')}
      </Button>
    </div>
  );
}

function PhoneField({ areaCode, mobile, onChange }: { areaCode: string; mobile: string; onChange(p: Pick<Form, 'area_code'> | Pick<Form, 'mobile'>): void }) {
  const { t } = useTranslation();
  return (
    <div className="addr-field">
      <span id="addr-phone-label">{t('addresses.edit.phone')}</span>
      <div className="addr-phone" role="group" aria-labelledby="addr-phone-label">
        <span aria-hidden="true">+</span>
        <input className="addr-phone__code" inputMode="numeric" value={areaCode} maxLength={4} aria-label={t('addresses.edit.areaCode')} onChange={(e) => onChange({ area_code: e.target.value })} data-testid="address-area-code" />
        <input type="tel" value={mobile} maxLength={15} aria-label={t('addresses.edit.mobile')} placeholder={t('addresses.edit.mobilePlaceholder')} onChange={(e) => onChange({ mobile: e.target.value })} data-testid="address-mobile" />
      </div>
    </div>
  );
}

/** The optional pin, on the shared map in picker mode (a tap or "use the centre" places it, a drag moves it). */
function PinField({ pin, title, onChange }: { pin: MapPoint | null; title: string; onChange(pin: MapPoint | null): void }) {
  const { t } = useTranslation();
  const centre = useAreaCentre();
  return (
    <div className="addr-field">
      <span>{t('addresses.edit.pin')}</span>
      <MapView
        words="addresses.map"
        numbered={false}
        showList={false}
        height={200}
        center={centre}
        markers={pin ? [{ id: 'pin', title, ...pin }] : []}
        picker={{ onPick: onChange, onMove: (_id, p) => onChange(p) }}
      />
      {pin && (
        <Button size="mini" fill="none" onClick={() => onChange(null)} data-testid="address-pin-clear">
          {t('addresses.edit.pinClear')}
        </Button>
      )}
    </div>
  );
}
