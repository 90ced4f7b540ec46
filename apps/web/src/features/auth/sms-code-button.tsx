import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { SMS, type SmsPurpose } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { ApiError, call } from '../../lib/http';

interface Props {
  purpose: SmsPurpose;
  /** Validates and returns the number to text, or null when the form shows an error instead. */
  target(): Promise<{ area_code: string; mobile: string } | null>;
  onServerError?(err: unknown): void;
  testId: string;
}

/** "Get code" with a resend countdown (60 s, or what the server says). */
export function SmsCodeButton({ purpose, target, onServerError, testId }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const to = await target();
    if (!to) return;
    setSending(true);
    try {
      const res = await call('smsCode', { body: { ...to, purpose } });
      showToast({ content: t('auth.codeSent') });
      setLeft(res.resend_in || SMS.resendSeconds);
    } catch (err) {
      const retryAfter = err instanceof ApiError && err.code === 429 ? (err.data as { retry_after?: number })?.retry_after : 0;
      if (retryAfter) setLeft(retryAfter);
      onServerError?.(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="small" fill="none" color="primary" disabled={left > 0} loading={sending} onClick={send} data-testid={testId}>
      {left > 0 ? t('auth.resendIn', { count: left }) : t('auth.sendCode')}
    </Button>
  );
}
