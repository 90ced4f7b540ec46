import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { Popup } from './lazy-parts';
import './reason-popup.css';

const PRESETS = ['photos', 'info', 'price', 'duplicate', 'contact', 'rules'] as const;

/**
 * The reason a publisher (a listing's, a package's, a walk's author) will read when the area's admin refuses their
 * work: pick a common one or write it; at least 2 characters, at most 300. Used by the admin desk's queues.
 */
export function ReasonPopup({ title, visible, busy, onClose, onSubmit }: { title: string; visible: boolean; busy: boolean; onClose(): void; onSubmit(reason: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const ok = text.trim().length >= 2;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}>
      <div className="reason-popup" data-testid="reason-popup">
        <div className="reason-popup__title">{title}</div>
        <div className="reason-popup__presets">
          {PRESETS.map((p) => (
            <button key={p} type="button" className="reason-popup__chip" onClick={() => setText(t(`common.reasonPresets.${p}`))}>
              {t(`common.reasonPresets.${p}`)}
            </button>
          ))}
        </div>
        <TextArea value={text} onChange={setText} placeholder={t('common.reasonPlaceholder')} maxLength={300} showCount rows={3} data-testid="reason-text" />
        <Button block color="primary" disabled={!ok} loading={busy} onClick={() => onSubmit(text.trim())} data-testid="reason-submit">
          {t('common.submit')}
        </Button>
      </div>
    </Popup>
  );
}
