/** Phone top-up: the top-up screen and my top-ups. */
export const rechargeZh = {
  home: {
    number: '充值号码',
    numberPlaceholder: '请输入手机号',
    areaCode: '区号',
    operator: '运营商',
    recognised: '根据号码识别',
    chosen: '已手动选择',
    notRecognised: '无法从号码识别运营商，请选择',
    change: '更改',
    portedHint: '该国号码可携号转网，请确认运营商是否正确',
    faceValues: '选择面额',
    price: '售价 {{price}}',
    noFaceValues: '该运营商暂无可选面额',
    total: '应付',
    pay: '立即支付',
    notPayable: '{{country}}号码的话费以 {{currency}} 支付，请切换到使用 {{currency}} 的站点后再充值',
    unsupported: '暂不支持为 +{{code}} 的号码充值，可充值：越南、泰国、马来西亚、菲律宾、印尼、柬埔寨、新加坡',
    history: '充值记录',
    loadFailed: '加载失败，点击重试',
  },
  list: {
    all: '全部',
    faceValue: '面额',
    paid: '实付',
    empty: '还没有充值记录',
    emptyHint: '为自己或家人的手机充值话费',
    toHome: '去充值',
    noMore: '没有更多了',
    loadMoreFailed: '加载失败，点击重试',
    pay: '去支付',
  },
  state: {
    unpaid: '待支付',
    topping_up: '充值中',
    done: '充值成功',
    refunded: '已退款',
    closed: '已关闭',
  },
};

export default rechargeZh;
