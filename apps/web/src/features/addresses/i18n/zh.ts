import type { MapWords } from '../../common/map';

/** My address book: the list (and choosing one for another screen) and the add/edit form. */
export const addressesZh = {
  list: {
    selectHint: '点选一个地址带回上一页',
    empty: '还没有地址',
    emptyText: '添加常用的收发货地址，寄物流时直接选择',
    noMore: '没有更多地址了',
    add: '新增地址',
    default: '默认',
    makeDefault: '设为默认',
    edit: '编辑',
    delete: '删除',
    cancel: '取消',
    deleteConfirm: '删除“{{name}}”的地址？已下单的物流不受影响。',
  },
  edit: {
    recipient: '收件人',
    recipientPlaceholder: '姓名',
    phone: '手机号',
    areaCode: '区号',
    mobile: '手机号码',
    mobilePlaceholder: '例如 909123456',
    area: '所在地区',
    areaPlaceholder: '省 / 市 / 区，例如 胡志明市 第七郡',
    street: '详细地址',
    streetPlaceholder: '街道、门牌号、楼栋和房间',
    pin: '地图位置（可选）',
    pinTitle: '地址位置',
    pinClear: '清除地图位置',
    default: '设为默认地址',
    save: '保存地址',
    saved: '地址已保存',
    recipientRequired: '请填写收件人',
    phoneRequired: '请填写正确的区号和手机号',
    placeRequired: '请填写所在地区和详细地址',
  },
  map: {
    region: '地址位置地图',
    list: '地址位置',
    marker: '{{title}}',
    pickHint: '点击地图标出地址的位置，可拖动标记调整',
    useCentre: '使用地图中心',
    picked: '已选位置：{{latitude}}, {{longitude}}',
    loading: '地图加载中',
  } satisfies MapWords,
};

export default addressesZh;
