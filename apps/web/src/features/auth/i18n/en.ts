import type { Dictionary } from '../../../i18n/dictionary';
import type { authZh } from './zh';

export const authEn: Dictionary<typeof authZh> = {
  tabPassword: 'Password',
  tabSms: 'SMS code',
  tabRegister: 'Sign up',
  welcome: 'Welcome back',
  welcomeText: 'Log in to use every service',
  account: 'Account',
  accountPlaceholder: 'Username or mobile',
  password: 'Password',
  passwordPlaceholder: 'Enter password',
  passwordNewPlaceholder: 'At least 8 characters',
  mobile: 'Mobile',
  mobilePlaceholder: 'Enter mobile number',
  code: 'Code',
  codePlaceholder: '6-digit code',
  sendCode: 'Get code',
  resendIn: 'Resend in {{count}}s',
  codeSent: 'Code sent',
  nickname: 'Nickname',
  nicknamePlaceholder: 'Optional, 2–32 characters',
  login: 'Log in',
  register: 'Sign up and log in',
  loginSuccess: 'Logged in',
  registerSuccess: 'Account created',
  areaCode: 'Area code',
};
export default authEn;
