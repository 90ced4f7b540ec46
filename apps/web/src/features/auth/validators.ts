import type { TFunction } from 'i18next';
import type { Rule } from 'antd-mobile/es/components/form';
import { PHONE_PATTERNS } from '../../lib/contracts';

/** Client-side rules mirroring the contracts schemas (mobile 5–15 digits, 6-digit code, password ≥ 8). */
export function authRules(t: TFunction) {
  return {
    account: [{ required: true, whitespace: true, message: t('validation.accountRequired') }] as Rule[],
    password: [{ required: true, message: t('validation.passwordRequired') }] as Rule[],
    newPassword: [
      { required: true, message: t('validation.passwordRequired') },
      { min: 8, max: 128, message: t('validation.passwordMin') },
    ] as Rule[],
    mobile: [{ required: true, pattern: PHONE_PATTERNS.mobile, message: t('validation.mobileInvalid') }] as Rule[],
    code: [{ required: true, pattern: /^\d{6}$/, message: t('validation.codeInvalid') }] as Rule[],
    nickname: [{ max: 32, whitespace: true, message: t('validation.nicknameLength') }] as Rule[],
  };
}
