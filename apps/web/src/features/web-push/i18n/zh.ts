/** Web Push: Me → 消息通知 and the offer after the first message (docs/web-push.md). */
export const webPushZh = {
  page: {
    deviceTitle: '本设备',
    kindsTitle: '通知哪些内容',
    kindsHint: '关闭后，该类内容不再推送到你的任何设备；在应用内仍能看到。',
    devices: '已开启通知的设备：{{count}} 台',
    off: '本站暂未开启离线通知。',
  },
  state: {
    on: '已开启：应用关闭时也会收到通知',
    ready: '浏览器已允许通知，本设备尚未开启',
    default: '尚未开启：应用关闭时不会收到通知',
    denied: '通知已被浏览器拦截：请在浏览器或系统设置里允许本站通知后再开启',
    unsupported: '这个浏览器不支持应用关闭时的通知',
    ios: '在 iPhone / iPad 上（iOS 16.4 及以上），请先用 Safari 的“分享 → 添加到主屏幕”安装本应用，再从主屏幕打开并开启通知',
  },
  action: {
    enable: '开启通知',
    disable: '关闭本设备的通知',
  },
  kind: {
    messages: '新消息',
    messagesHint: '私聊和群聊的新消息（免打扰的会话除外）',
    mentions: '@我和回复',
    mentionsHint: '有人在群里 @你，或回复你的消息；免打扰的群里 @你也会通知',
    reviews: '审核结果',
    reviewsHint: '你发布的信息通过或未通过审核',
    notices: '其他通知',
    noticesHint: '订单、预约、申请、关注等个人通知',
  },
  toast: {
    enabled: '已开启通知',
    disabled: '已关闭本设备的通知',
    denied: '通知未获允许',
    failed: '开启失败，请稍后再试',
    saved: '已保存',
  },
  offer: {
    title: '开启消息通知？',
    text: '开启后，即使关闭了应用，有人给你发消息、@你或回复你时，手机也会提醒你。通知只显示发送人和消息类型，不显示消息内容。可随时在“我的 → 消息通知”里关闭。',
    allow: '开启',
    later: '以后再说',
  },
};
export default webPushZh;
