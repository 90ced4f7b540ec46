import type { LocalizedText } from '@haiwai/contracts';

/** The single page `safety` (docs/trust.md): what the chat's warning and the tiers' explanation link to. */
export const SAFETY_PAGE: { titles: LocalizedText; contents: LocalizedText } = {
  titles: { zh: '交易安全提示', en: 'Staying safe', vi: 'Giao dịch an toàn' },
  contents: {
    zh: [
      '海外生活中最常见的骗局，是对方先把你从平台带到私聊（微信、Zalo、Telegram、Line 或电话），再让你在看房、见面或收货之前转账、付“定金”或“保证金”。钱一转出，对方就消失了。',
      '一、不要提前付钱。租房一定要实地看房、核对房东证件和房产证明后再签约付款；买二手物品、汽车尽量当面验货、当面付款。任何“先付定金帮你留房”“名额有限先转账”的说法都要提高警惕。',
      '二、尽量留在平台内聊天。平台聊天记录可以作为举报和纠纷处理的依据；对方刚注册、没有任何认证，却急着让你加微信或打电话，请多加小心。',
      '三、看清认证标识。头像旁的小图标表示：手机已验证、实名认证、企业认证和 VIP 会员。实名认证和企业认证由本站管理员人工审核证件，但认证不等于担保，大额交易仍需当面核实。',
      '四、不要透露验证码和证件照。任何人以“核实身份”“退款”“解冻账户”为由索要短信验证码、银行卡密码或证件照片，都是诈骗。',
      '五、遇到可疑情况，请在聊天页右上角举报对方，或在“我的 - 客服中心”联系我们；已经转账的，请立即联系银行并向当地警方报案。',
    ].join('\n\n'),
    en: [
      'The commonest scam in our communities starts with moving you off the platform to a private chat (WeChat, Zalo, Telegram, Line or a phone call), then asking you to transfer money, a "deposit" or a "guarantee" before you have seen the flat, met the person or received the goods. Once the money is sent, they are gone.',
      '1. Never pay in advance. See a home in person and check the landlord’s ID and proof of ownership before you sign or pay; buy second-hand goods and cars face to face, paying when you see them. Be wary of "pay a deposit now and I will hold it for you" or "only a few places left, transfer first".',
      '2. Keep the conversation on the platform. Its chat history supports a report or a dispute; be careful when a brand-new account with no verification is in a hurry to move you to WeChat or the phone.',
      '3. Read the badges. The small icons next to a name mean: phone verified, real name verified, business verified and VIP member. Our admins check the documents behind real-name and business verification by hand, but a badge is no guarantee: check large deals in person.',
      '4. Never share verification codes or ID photos. Anyone asking for an SMS code, a bank PIN or your ID photos "to verify you", "for a refund" or "to unlock your account" is a scammer.',
      '5. If something feels wrong, report the person from the chat’s menu, or contact us in Me → Customer service. If you have already paid, call your bank at once and report it to the local police.',
    ].join('\n\n'),
    vi: [
      'Chiêu lừa đảo phổ biến nhất trong cộng đồng bắt đầu bằng việc kéo bạn ra khỏi nền tảng sang trò chuyện riêng (WeChat, Zalo, Telegram, Line hoặc điện thoại), rồi yêu cầu bạn chuyển khoản, đặt cọc hay "tiền bảo đảm" trước khi xem nhà, gặp mặt hoặc nhận hàng. Tiền vừa chuyển đi là người đó biến mất.',
      '1. Không trả tiền trước. Hãy xem nhà tận nơi, kiểm tra giấy tờ tùy thân và giấy tờ nhà của chủ nhà trước khi ký hợp đồng hay thanh toán; mua đồ cũ, ô tô thì xem hàng và trả tiền trực tiếp. Hãy cảnh giác với lời "đặt cọc trước để giữ phòng" hay "sắp hết chỗ, chuyển khoản trước".',
      '2. Trò chuyện trên nền tảng. Lịch sử trò chuyện là bằng chứng khi báo cáo hay giải quyết tranh chấp; hãy cẩn thận khi một tài khoản mới tạo, chưa xác minh gì, lại vội vàng rủ bạn sang Zalo hay gọi điện.',
      '3. Xem kỹ huy hiệu. Các biểu tượng nhỏ cạnh tên nghĩa là: đã xác minh số điện thoại, đã xác minh danh tính, đã xác minh doanh nghiệp và thành viên VIP. Quản trị viên kiểm tra giấy tờ xác minh danh tính và doanh nghiệp bằng tay, nhưng huy hiệu không phải là bảo đảm: giao dịch lớn vẫn cần kiểm tra trực tiếp.',
      '4. Không tiết lộ mã xác minh và ảnh giấy tờ. Bất kỳ ai xin mã SMS, mã PIN ngân hàng hay ảnh giấy tờ của bạn "để xác minh", "để hoàn tiền" hay "để mở khóa tài khoản" đều là kẻ lừa đảo.',
      '5. Khi thấy điều gì đáng ngờ, hãy báo cáo người đó từ menu trò chuyện, hoặc liên hệ chúng tôi ở Tôi → Chăm sóc khách hàng. Nếu đã chuyển tiền, hãy gọi ngay cho ngân hàng và trình báo công an địa phương.',
    ].join('\n\n'),
  },
};
