/** The trust tiers' explanation sheet (features/common/trust-tiers-sheet.tsx, docs/trust.md); the tiers' names are the shell's (common.tiers). */
export const trustZh = {
  title: '认证标识说明',
  intro: '名字旁的小图标表示对方完成了哪些认证。认证能帮你判断对方是谁，但不是担保：大额交易请当面核实，不要提前转账。',
  held: '已认证',
  notHeld: '未认证',
  explain: {
    phone: '账号绑定了手机号，并通过了短信验证码验证。',
    real_name: '对方提交了身份证件，由本站点管理员人工审核通过；证件号码不会公开。',
    business: '对方的企业上传了营业执照，由本站点管理员审核通过。',
    vip: '对方是本站的付费 VIP 会员。',
  },
  safety: '交易安全提示',
};

export default trustZh;
