import type { MapWords } from '../../common/map';

export const placesZh = {
  map: {
    region: '地图',
    list: '地图上的位置',
    marker: '{{n}}. {{title}}',
    pickHint: '点击地图放置位置，拖动标记可移动',
    useCentre: '使用地图中心',
    picked: '已选位置：{{latitude}}, {{longitude}}',
    loading: '地图加载中',
  } satisfies MapWords,
  chosenPoint: '选中的位置',
  name: '地点名称',
  namePlaceholder: '例如：酒店门口',
  address: '详细地址',
  addressPlaceholder: '街道、门牌号（选填）',
  coords: '坐标：{{latitude}}, {{longitude}}',
  noPoint: '尚未选择位置',
  chosen: '已确定位置：{{latitude}}, {{longitude}}',
  confirm: '确定',
  invalidTitle: '位置无效',
  invalidText: '链接中的坐标不完整或超出范围，无法在地图上显示。',
  back: '返回',
  openInMaps: '在 OpenStreetMap 中打开',
};
export default placesZh;
