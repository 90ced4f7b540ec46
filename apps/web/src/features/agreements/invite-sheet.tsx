import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { AGREEMENT_INVITE_BY, type AgreementInviteBy } from '@haiwai/contracts/agreements/constants';
import { call } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { Chips } from '../common/chips';
import { FieldInput } from '../common/field-input';
import { useAgreementChanged, type Agreement } from './queries';
import { Popup } from '../common/lazy-parts';

const WORD: Record<AgreementInviteBy, string> = { member: 'byMember', mobile: 'byMobile', link: 'byLink' };

/** Invites the other party by member ID, mobile or a signed link (shown to copy and send). */
export function InviteSheet({ a, visible, onClose }: { a: Agreement; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const changed = useAgreementChanged();
  const [by, setBy] = useState<AgreementInviteBy>('member');
  const [member, setMember] = useState('');
  const [areaCode, setAreaCode] = useState('84');
  const [mobile, setMobile] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const target = by === 'member' ? { user_id: Number(member) || undefined } : by === 'mobile' ? { area_code: areaCode.trim(), mobile: mobile.trim() } : {};
      const res = await call('contractInvite', { body: { id: a.id, by, ...target } });
      changed(res.contract);
      if (res.link) setLink(`${window.location.origin}${res.link}`);
      else {
        showToast(t('agreements.invite.sent'));
        onClose();
      }
    } catch {
      // The call showed its message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="agr-sheet" destroyOnClose>
      <form
        className="agr-form"
        data-testid="agr-invite-sheet"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 className="agr-h">{t('agreements.invite.title')}</h2>
        <Chips<AgreementInviteBy>
          aria-label={t('agreements.invite.title')}
          options={AGREEMENT_INVITE_BY.map((k) => ({ label: t(`agreements.invite.${WORD[k]}`), value: k }))}
          value={[by]}
          onChange={(v) => v[0] && setBy(v[0])}
          testId="agr-invite-by"
        />
        {by === 'member' && (
          <label className="agr-field">
            <span className="agr-label">{t('agreements.invite.memberId')}</span>
            <FieldInput testId="agr-invite-member" value={member} onChange={setMember} inputMode="numeric" maxLength={10} />
          </label>
        )}
        {by === 'mobile' && (
          <div className="agr-phone">
            <label className="agr-field agr-phone__code">
              <span className="agr-label">{t('agreements.invite.areaCode')}</span>
              <FieldInput testId="agr-invite-code" value={areaCode} onChange={setAreaCode} inputMode="numeric" maxLength={5} />
            </label>
            <label className="agr-field">
              <span className="agr-label">{t('agreements.invite.mobile')}</span>
              <FieldInput testId="agr-invite-mobile" value={mobile} onChange={setMobile} inputMode="tel" maxLength={20} />
            </label>
          </div>
        )}
        {by === 'link' && <p className="agr-hint">{t('agreements.invite.linkHint')}</p>}
        {link && (
          <div className="agr-linkbox">
            <span className="agr-label">{t('agreements.invite.link')}</span>
            <code data-testid="agr-invite-link">{link}</code>
            <Button size="small" onClick={() => void navigator.clipboard?.writeText(link).then(() => showToast(t('agreements.invite.copied')))}>
              {t('agreements.invite.copy')}
            </Button>
          </div>
        )}
        <Button block color="primary" shape="rounded" type="submit" loading={busy} data-testid="agr-invite-send">
          {t('agreements.invite.send')}
        </Button>
      </form>
    </Popup>
  );
}
