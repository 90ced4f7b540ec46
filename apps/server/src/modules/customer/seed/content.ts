import type { LocalizedText } from '@haiwai/contracts';

/** The reference FAQ: global categories and questions in zh, en and vi (answers are sanitised HTML). */
export interface SeedQuestion {
  zh: { title: string; answer: string };
  en: { title: string; answer: string };
  vi: { title: string; answer: string };
}
export interface SeedCategory {
  key: string;
  icon: string;
  names: Required<LocalizedText>;
  questions: SeedQuestion[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

export const faqCategories: SeedCategory[] = [
  {
    key: 'account',
    icon: 'user',
    names: { zh: '账号与登录', en: 'Account & login', vi: 'Tài khoản & đăng nhập' },
    questions: [
      {
        zh: { title: '收不到短信验证码怎么办？', answer: p('请先确认手机号和国家区号填写正确，并检查短信是否被拦截。') + ol('同一号码每分钟只能获取一次验证码，每小时最多 5 次；', '验证码 5 分钟内有效，只能使用一次；', '仍收不到时可改用密码登录，或联系在线客服。') },
        en: { title: 'I do not receive the SMS code. What can I do?', answer: p('Check that the mobile number and the country code are right, and that the message was not blocked.') + ol('One code per minute and at most 5 per hour per number;', 'A code is valid for 5 minutes and works once;', 'If it still does not arrive, log in with your password or contact customer service.') },
        vi: { title: 'Tôi không nhận được mã SMS, phải làm sao?', answer: p('Hãy kiểm tra số điện thoại và mã quốc gia, và xem tin nhắn có bị chặn không.') + ol('Mỗi số chỉ nhận một mã mỗi phút, tối đa 5 mã mỗi giờ;', 'Mã có hiệu lực 5 phút và chỉ dùng được một lần;', 'Nếu vẫn không nhận được, hãy đăng nhập bằng mật khẩu hoặc liên hệ CSKH.') },
      },
      {
        zh: { title: '忘记密码如何找回？', answer: p('在登录页选择<strong>验证码登录</strong>，用手机号收到的验证码登录后，进入“我的 → 设置 → 修改密码”重新设置即可。', '修改密码后，其他设备上的登录会自动退出。') },
        en: { title: 'How do I reset a forgotten password?', answer: p('On the login screen choose <strong>log in with a code</strong>. Once logged in with the SMS code, go to Me → Settings → Change password.', 'Changing the password logs out your other devices.') },
        vi: { title: 'Quên mật khẩu thì lấy lại thế nào?', answer: p('Ở màn hình đăng nhập chọn <strong>đăng nhập bằng mã</strong>. Sau khi đăng nhập bằng mã SMS, vào Tôi → Cài đặt → Đổi mật khẩu.', 'Đổi mật khẩu sẽ đăng xuất các thiết bị khác.') },
      },
      {
        zh: { title: '如何注销账号？', answer: p('进入“我的 → 设置 → 注销账号”，用密码或短信验证码确认即可。注销后所有登录失效，手机号可重新注册，已发布的信息将不再展示。') },
        en: { title: 'How do I close my account?', answer: p('Go to Me → Settings → Close account and confirm with your password or an SMS code. All sessions end, the number can register again and your listings are no longer shown.') },
        vi: { title: 'Làm thế nào để xóa tài khoản?', answer: p('Vào Tôi → Cài đặt → Xóa tài khoản và xác nhận bằng mật khẩu hoặc mã SMS. Mọi phiên đăng nhập kết thúc, số điện thoại có thể đăng ký lại và tin đã đăng sẽ không còn hiển thị.') },
      },
    ],
  },
  {
    key: 'publish',
    icon: 'edit',
    names: { zh: '发布与审核', en: 'Publishing & review', vi: 'Đăng tin & kiểm duyệt' },
    questions: [
      {
        zh: { title: '发布的信息为什么需要审核？', answer: p('为保护华人社区用户，房屋、招聘、二手等信息由本站管理员审核后展示，通常在 2 小时内完成。审核结果会发送到“消息通知”。') },
        en: { title: 'Why are my posts reviewed?', answer: p('To protect the community, homes, jobs, second-hand goods and other posts are shown after an admin of the area reviews them, usually within 2 hours. The outcome arrives in your notices.') },
        vi: { title: 'Vì sao tin đăng cần được duyệt?', answer: p('Để bảo vệ cộng đồng, tin nhà đất, việc làm, đồ cũ… được hiển thị sau khi quản trị viên khu vực duyệt, thường trong vòng 2 giờ. Kết quả sẽ gửi vào mục thông báo.') },
      },
      {
        zh: { title: '审核未通过怎么办？', answer: p('在“消息通知”中查看未通过的原因，按提示修改标题、图片或联系方式后重新提交即可。多次发布违规内容的账号可能被限制发布。') },
        en: { title: 'My post was rejected. What now?', answer: p('Read the reason in your notices, fix the title, pictures or contact details as it says and submit again. Accounts that keep posting forbidden content may lose the right to post.') },
        vi: { title: 'Tin đăng bị từ chối thì làm gì?', answer: p('Xem lý do trong thông báo, sửa tiêu đề, hình ảnh hoặc thông tin liên hệ theo hướng dẫn rồi gửi lại. Tài khoản nhiều lần đăng nội dung vi phạm có thể bị hạn chế đăng tin.') },
      },
      {
        zh: { title: '信息到期后如何重新上架？', answer: p('进入“我的发布”，找到已到期的信息，点击<strong>重新上架</strong>。修改过的内容需要重新审核。') },
        en: { title: 'How do I relist an expired post?', answer: p('Open My posts, find the expired one and tap <strong>Relist</strong>. A changed post is reviewed again.') },
        vi: { title: 'Tin hết hạn thì đăng lại thế nào?', answer: p('Mở Tin của tôi, tìm tin đã hết hạn và nhấn <strong>Đăng lại</strong>. Tin đã chỉnh sửa sẽ được duyệt lại.') },
      },
    ],
  },
  {
    key: 'safety',
    icon: 'safety',
    names: { zh: '安全与举报', en: 'Safety & reports', vi: 'An toàn & báo cáo' },
    questions: [
      {
        zh: { title: '如何举报虚假或诈骗信息？', answer: p('在信息详情页点击右上角的<strong>举报</strong>，选择原因并补充说明。管理员会尽快处理，处理结果会通知您。') },
        en: { title: 'How do I report a fake or fraudulent post?', answer: p('On the post, tap <strong>Report</strong> at the top right, pick a reason and add details. An admin handles it soon and you are told the outcome.') },
        vi: { title: 'Báo cáo tin giả hoặc lừa đảo thế nào?', answer: p('Trong trang tin, nhấn <strong>Báo cáo</strong> ở góc trên bên phải, chọn lý do và mô tả thêm. Quản trị viên sẽ xử lý sớm và thông báo kết quả cho bạn.') },
      },
      {
        zh: { title: '租房、求职时如何防骗？', answer: p('请注意以下几点：') + ol('看房前不要支付任何定金；', '不要把护照、签证原件交给他人保管；', '对方要求私下转账或索要验证码时，请立即停止并举报。') },
        en: { title: 'How do I stay safe when renting or job hunting?', answer: p('Keep to these rules:') + ol('Pay no deposit before you have seen the home;', 'Never hand over your original passport or visa;', 'If someone asks for a private transfer or your SMS code, stop and report them.') },
        vi: { title: 'Làm sao tránh lừa đảo khi thuê nhà, tìm việc?', answer: p('Hãy lưu ý:') + ol('Không đặt cọc trước khi xem nhà;', 'Không giao bản gốc hộ chiếu, thị thực cho người khác;', 'Nếu có người yêu cầu chuyển khoản riêng hoặc xin mã SMS, hãy dừng lại và báo cáo.') },
      },
      {
        zh: { title: '个人信息会被公开吗？', answer: p('手机号只在您选择公开联系方式时展示；实名认证资料只用于审核，不会公开。上传的照片会自动去除位置等元数据。') },
        en: { title: 'Is my personal information made public?', answer: p('Your number is shown only when you choose to show contact details; real-name documents are used for review only. Uploaded photos lose their location and other metadata.') },
        vi: { title: 'Thông tin cá nhân có bị công khai không?', answer: p('Số điện thoại chỉ hiển thị khi bạn chọn công khai liên hệ; giấy tờ xác minh chỉ dùng để duyệt. Ảnh tải lên được xóa vị trí và siêu dữ liệu khác.') },
      },
    ],
  },
  {
    key: 'payment',
    icon: 'pay',
    names: { zh: '支付与置顶', en: 'Payments & top placement', vi: 'Thanh toán & ghim tin' },
    questions: [
      {
        zh: { title: '如何申请退款？', answer: p('置顶、推广等付费服务未开始时可申请退款：请在<strong>在线客服</strong>中发送订单号和退款原因，客服核实后 3 个工作日内原路退回。') },
        en: { title: 'How do I ask for a refund?', answer: p('Paid services such as top placement can be refunded before they start: send the order number and the reason to <strong>customer service chat</strong>; once checked, the money goes back the way it came within 3 working days.') },
        vi: { title: 'Yêu cầu hoàn tiền như thế nào?', answer: p('Dịch vụ trả phí như ghim tin có thể hoàn tiền khi chưa bắt đầu: gửi mã đơn và lý do cho <strong>CSKH trực tuyến</strong>; sau khi kiểm tra, tiền được hoàn về trong 3 ngày làm việc.') },
      },
      {
        zh: { title: '置顶服务有什么效果？', answer: p('置顶的信息会排在同类列表的最前面，并带有“置顶”标记，直到置顶期结束。') },
        en: { title: 'What does top placement do?', answer: p('A post placed on top is listed first among posts of its kind, with a “Top” mark, until the period ends.') },
        vi: { title: 'Ghim tin có tác dụng gì?', answer: p('Tin được ghim sẽ đứng đầu danh sách cùng loại, có nhãn “Ghim”, cho đến khi hết thời hạn.') },
      },
      {
        zh: { title: '无法在线支付怎么办？', answer: p('部分站点暂不支持在线支付。遇到无法支付时，请联系本站客服，客服会为您办理。') },
        en: { title: 'I cannot pay online. What can I do?', answer: p('Some areas do not take online payments yet. If you cannot pay, contact customer service of your area and they will arrange it.') },
        vi: { title: 'Không thanh toán trực tuyến được thì sao?', answer: p('Một số khu vực chưa hỗ trợ thanh toán trực tuyến. Nếu không thanh toán được, hãy liên hệ CSKH khu vực để được hỗ trợ.') },
      },
    ],
  },
  {
    key: 'chat',
    icon: 'message',
    names: { zh: '聊天与客服', en: 'Chat & support', vi: 'Trò chuyện & hỗ trợ' },
    questions: [
      {
        zh: { title: '如何联系卖家或房东？', answer: p('在信息详情页点击<strong>在线咨询</strong>即可发起聊天，对方会收到您咨询的信息卡片。也可以在对方公开电话时直接拨打。') },
        en: { title: 'How do I contact a seller or landlord?', answer: p('Tap <strong>Chat</strong> on the post to start a conversation; they receive a card of the post you asked about. You can also call when they show a phone number.') },
        vi: { title: 'Liên hệ người bán hoặc chủ nhà thế nào?', answer: p('Nhấn <strong>Nhắn tin</strong> trong trang tin để bắt đầu trò chuyện; họ sẽ nhận thẻ tin bạn hỏi. Bạn cũng có thể gọi nếu họ công khai số điện thoại.') },
      },
      {
        zh: { title: '聊天消息可以撤回吗？', answer: p('发送后 2 分钟内可以长按消息选择<strong>撤回</strong>，对方将看到“消息已撤回”。') },
        en: { title: 'Can I recall a chat message?', answer: p('Within 2 minutes of sending, long-press the message and choose <strong>Recall</strong>; the other side sees that a message was recalled.') },
        vi: { title: 'Có thể thu hồi tin nhắn không?', answer: p('Trong vòng 2 phút sau khi gửi, nhấn giữ tin nhắn và chọn <strong>Thu hồi</strong>; người kia sẽ thấy tin nhắn đã bị thu hồi.') },
      },
      {
        zh: { title: '客服的工作时间是？', answer: p('在线客服每天 9:00–21:00 在线，其他时间的留言会在次日处理。紧急情况请拨打本站客服电话。') },
        en: { title: 'When is customer service available?', answer: p('Customer service chat is staffed daily 9:00–21:00; messages sent at other times are answered the next day. In an emergency, call the area’s service phone.') },
        vi: { title: 'CSKH làm việc vào giờ nào?', answer: p('CSKH trực tuyến làm việc hằng ngày 9:00–21:00; tin nhắn ngoài giờ sẽ được trả lời vào ngày hôm sau. Khi khẩn cấp, hãy gọi số CSKH của khu vực.') },
      },
    ],
  },
];

/** Each area's own answer to "when is customer service available?", replacing the global one there. */
export function areaHoursAnswer(area: Required<LocalizedText>) {
  return {
    zh: { title: `${area.zh}客服的工作时间是？`, answer: p(`${area.zh}站在线客服每天 9:00–21:00（当地时间）在线，节假日照常服务。`, '紧急情况请拨打本站客服电话，或加入本站微信群。') },
    en: { title: `When is customer service in ${area.en} available?`, answer: p(`Customer service for ${area.en} is staffed daily 9:00–21:00 local time, holidays included.`, 'In an emergency, call the area’s service phone or join its WeChat group.') },
    vi: { title: `CSKH khu vực ${area.vi} làm việc vào giờ nào?`, answer: p(`CSKH khu vực ${area.vi} làm việc hằng ngày 9:00–21:00 giờ địa phương, kể cả ngày lễ.`, 'Khi khẩn cấp, hãy gọi số CSKH hoặc tham gia nhóm WeChat của khu vực.') },
  };
}

