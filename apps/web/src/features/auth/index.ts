// What other features use of sign-in: the form rules and the mobile + SMS code fields.
export { authRules } from './validators';
export { MobileCodeFields } from './mobile-code-fields';
export { SmsCodeButton } from './sms-code-button';
