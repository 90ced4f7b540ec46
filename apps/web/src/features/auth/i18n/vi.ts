import type { Dictionary } from '../../../i18n/dictionary';
import type { authZh } from './zh';

export const authVi: Dictionary<typeof authZh> = {
  tabPassword: 'Mật khẩu',
  tabSms: 'Mã SMS',
  tabRegister: 'Đăng ký',
  welcome: 'Chào mừng trở lại',
  welcomeText: 'Đăng nhập để dùng đầy đủ dịch vụ',
  account: 'Tài khoản',
  accountPlaceholder: 'Tên đăng nhập hoặc số điện thoại',
  password: 'Mật khẩu',
  passwordPlaceholder: 'Nhập mật khẩu',
  passwordNewPlaceholder: 'Ít nhất 8 ký tự',
  mobile: 'Số điện thoại',
  mobilePlaceholder: 'Nhập số điện thoại',
  code: 'Mã xác minh',
  codePlaceholder: 'Mã 6 chữ số',
  sendCode: 'Lấy mã',
  resendIn: 'Gửi lại sau {{count}}s',
  codeSent: 'Đã gửi mã',
  nickname: 'Biệt danh',
  nicknamePlaceholder: 'Không bắt buộc, 2–32 ký tự',
  login: 'Đăng nhập',
  register: 'Đăng ký và đăng nhập',
  loginSuccess: 'Đăng nhập thành công',
  registerSuccess: 'Đăng ký thành công',
  areaCode: 'Mã vùng',
};
export default authVi;
