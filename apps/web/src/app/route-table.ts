import { notAvailableScreen, notFoundScreen } from '../features/common/feature';
import { HomePage } from '../features/home/pages';
import { featureScreens } from './feature-screens';
import type { PageLoader, RouteDef, TitleKey } from '../shell/paths';

// Home is eager (see features/home/pages.ts).
const home: PageLoader = () => Promise.resolve(HomePage);
const soon = notAvailableScreen;
export const notFoundLoader = notFoundScreen;

const tab = (path: string, title: TitleKey, index: number, load?: PageLoader): RouteDef => ({
  path,
  load: load ?? featureScreens[path] ?? soon,
  title,
  bar: 'custom',
  tab: index,
});
const page = (path: string, title: TitleKey, load?: PageLoader): RouteDef => ({ path, load: load ?? featureScreens[path] ?? soon, title, bar: 'standard' });
/** Several screens under one folder: `group('/pagesA/hotel', { detail: 'hotelDetail' })`. */
const group = (prefix: string, titles: Record<string, TitleKey>): RouteDef[] =>
  Object.entries(titles).map(([name, title]) => page(`${prefix}/${name}`, title));

export const routeTable: RouteDef[] = [
  // Tab bar
  tab('/', 'home', 0, home),
  tab('/pages/index/home', 'home', 0, home),
  tab('/pages/index/city', 'city', 1),
  tab('/pages/index/socialize', 'socialize', 2),
  tab('/pages/index/shop', 'shop', 3),
  tab('/pages/index/my', 'my', 4),
  // Main package
  page('/pages/common/setting', 'setting'),
  page('/pages/common/single-page', 'singlePage'),
  page('/pages/login/login', 'login'),
  page('/pages/common/notice-center', 'noticeCenter'),
  ...group('/pages/common', {
    'enterprise-type': 'enterpriseType',
    'enterprise-list': 'enterpriseList',
    'ad-detail': 'adDetail',
  }),
  page('/pages/common/group-list', 'groupList'),
  ...group('/pages/socialize', {
    'dynamics-release': 'dynamicsRelease',
    'talk-release': 'talkRelease',
    'topic-select': 'topicSelect',
    manage: 'socializeManage',
  }),
  ...group('/pages/shop', {
    detail: 'shopDetail',
    list: 'shopList',
    register: 'shopRegister',
    manage: 'shopManage',
    company: 'shopCompany',
  }),
  ...group('/pages/job', { list: 'jobList', edit: 'jobEdit', 'resume-detail': 'resumeDetail', hire: 'jobHire' }),
  ...group('/pages/house', { list: 'houseList', detail: 'houseDetail', edit: 'houseEdit', manage: 'houseManage' }),
  ...group('/pages/publicPage', { list: 'publicList', detail: 'publicDetail', 'second-hand/editForm': 'secondHandEdit' }),
  ...group('/pages/visa', { list: 'visaList', detail: 'visaDetail', customer: 'visaCustomer' }),
  ...group('/pages/translate', {
    list: 'translateList',
    detail: 'translateDetail',
    register: 'translateRegister',
    manage: 'translateManage',
  }),
  ...group('/pages/my', { 'second-hand': 'mySecondHand', collect: 'myCollect', history: 'myHistory' }),
  ...group('/pages/car', { list: 'carList', detail: 'carDetail', release: 'carRelease', manage: 'carManage', appointments: 'carAppointments' }),
  // Sub-package
  page('/pagesA/common/about', 'about'),
  page('/pagesA/common/real-name', 'realName'),
  page('/pagesA/common/site', 'site'),
  page('/pagesA/common/area-code', 'areaCode'),
  ...group('/pagesA/common', {
    'ad-buy': 'adBuy',
    'ad-buy-list': 'adBuyList',
    'top-up': 'topUp',
    'top-up-list': 'topUpList',
    'number-buy': 'numberBuy',
    'number-buy-list': 'numberBuyList',
    'article-detail': 'articleDetail',
    search: 'search',
  }),
  page('/pagesA/chat/conversation/list', 'conversationList'),
  // The conversation draws its own bar (group settings button on the right).
  { path: '/pagesA/chat/chat/chat', load: featureScreens['/pagesA/chat/chat/chat']!, title: 'chat', bar: 'custom' },
  ...group('/pagesA/carRental', { home: 'carRentalHome', list: 'carRentalList', detail: 'carRentalDetail' }),
  ...group('/pagesA/club', { list: 'clubList', detail: 'clubDetail', customer: 'clubCustomer' }),
  ...group('/pagesA/enterprise', { edit: 'enterpriseEdit', manage: 'enterpriseManage' }),
  ...group('/pagesA/manage', {
    index: 'manageIndex',
    'job/list': 'manageJobList',
    'job/detail': 'manageJobDetail',
    'job/edit': 'manageJobEdit',
    'job/add': 'manageJobAdd',
    'shop/list': 'manageShopList',
    'shop/detail': 'manageShopDetail',
    'shop/edit': 'manageShopEdit',
    'guide-translate/guide': 'manageGuide',
    'guide-translate/guide-detail': 'manageGuideDetail',
    'guide-translate/edit': 'manageGuideEdit',
    'guide-translate/translate': 'manageTranslate',
    address: 'manageAddress',
    'address-list': 'manageAddressList',
    exchange: 'manageExchange',
    article: 'manageArticle',
    'article-edit': 'manageArticleEdit',
  }),
  ...group('/pagesA/singlePage', { list: 'singlePageList', detail: 'singlePageDetail' }),
  ...group('/pagesA/customer', {
    index: 'customer',
    'index-old': 'customerOld',
    question: 'question',
    'question-detail': 'questionDetail',
  }),
  ...group('/pagesA/exhibition', { list: 'exhibitionList', detail: 'exhibitionDetail' }),
  page('/pagesA/web/web', 'web'),
  ...group('/pagesA/exposure', {
    list: 'exposureList',
    detail: 'exposureDetail',
    release: 'exposureRelease',
    manage: 'exposureManage',
  }),
  ...group('/pagesA/cityWalk', {
    list: 'cityWalkList',
    detail: 'cityWalkDetail',
    'Local-guide': 'localGuide',
    'Local-guide-detail': 'localGuideDetail',
    search: 'cityWalkSearch',
    add: 'cityWalkAdd',
  }),
  ...group('/pagesA/recharge/phone', { home: 'rechargeHome', list: 'rechargeList' }),
  ...group('/pagesA/sign', {
    index: 'signIndex',
    list: 'signList',
    manage: 'signManage',
    detail: 'signDetail',
    sign: 'signSign',
  }),
  ...group('/pagesA/hotel', {
    detail: 'hotelDetail',
    pay: 'hotelPay',
    release: 'hotelRelease',
    house: 'hotelHouse',
    about: 'hotelAbout',
    manage: 'hotelManage',
    'house-list': 'hotelHouseList',
    'hotel-order': 'hotelOrderList',
    list: 'hotelList',
    order: 'hotelOrder',
  }),
  ...group('/pagesA/job', { detail: 'jobDetail', 'delivery-company': 'deliveryCompany', 'delivery-record': 'deliveryRecord' }),
  ...group('/pagesA/socialize', { 'talk-square': 'talkSquare', 'topic-detail': 'topicDetail', 'dynamics-detail': 'dynamicsDetail', 'my-info': 'myInfo' }),
  ...group('/pagesA/card', { home: 'cardHome', download: 'cardDownload', edit: 'cardEdit', detail: 'cardDetail' }),
  ...group('/pagesA/my', { 'edit-info': 'editInfo', fans: 'fans' }),
  ...group('/pagesA/talent', { list: 'talentList', edit: 'talentEdit', detail: 'talentDetail' }),
  ...group('/pagesA/resume', { list: 'resumeList', 'hire-manage': 'hireManage', before: 'resumeBefore', type: 'resumeType' }),
  ...group('/pagesA/logistics', {
    list: 'logisticsList',
    detail: 'logisticsDetail',
    manage: 'logisticsManage',
    'manage-detail': 'logisticsManageDetail',
  }),
  page('/pagesA/exchange/home', 'exchangeHome'),
  // Orders and payments (docs/payments.md §10): not in the spec's route list; Me links to My orders.
  ...group('/pagesA/pay', { orders: 'payOrders', receipt: 'payReceipt', result: 'payResult', sandbox: 'paySandbox' }),
  // VIP and merchant opening (docs/vip.md): not in the spec's route list; Me links to VIP, a registration to its fee.
  ...group('/pagesA/vip', { index: 'vip', open: 'vipOpen' }),
  // The spec names system location pages without paths; these are our stand-ins.
  ...group('/pagesA/system', { 'choose-location': 'chooseLocation', 'open-location': 'openLocation' }),
];

export const notFoundRoute: RouteDef = { path: '*', load: notFoundLoader, title: 'notFound', bar: 'standard' };
