/**
 * Every screen of the app (spec section 2): its path, its title's key in the web's words (`title.<key>`), its bar style
 * and, for the five tabs, their position. Plain data both sides read: the web's route table (apps/web/src/app/route-table.ts)
 * gives each a lazily loaded page, and the server answers 404 for any page path that is not here (docs/links.md).
 */
export interface ScreenDef<T extends string = string> {
  path: string;
  title: T;
  /** 'custom': the page draws its own header; 'standard': the shell's title bar with back. */
  bar: 'custom' | 'standard';
  /** Tab-bar index for the five tab pages. */
  tab?: number;
}

const tab = <T extends string>(path: string, title: T, index: number): ScreenDef<T> => ({ path, title, bar: 'custom', tab: index });
const page = <T extends string>(path: string, title: T): ScreenDef<T> => ({ path, title, bar: 'standard' });
const custom = <T extends string>(path: string, title: T): ScreenDef<T> => ({ path, title, bar: 'custom' });
/** Several screens under one folder: `group('/pagesA/hotel', { detail: 'hotelDetail' })`. */
const group = <T extends string>(prefix: string, titles: Record<string, T>): ScreenDef<T>[] =>
  Object.entries(titles).map(([name, title]) => page(`${prefix}/${name}`, title));

export const SCREENS = [
  // Tab bar
  tab('/', 'home', 0),
  tab('/pages/index/home', 'home', 0),
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
  custom('/pagesA/chat/chat/chat', 'chat'),
  page('/pagesA/chat/search', 'chatSearch'), // search in chat: one conversation or all of mine (docs/chat-search.md)
  page('/pagesA/chat/group-join', 'groupJoin'), // an invite link opens here (docs/chat-groups.md)
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
    'city-walk': 'manageCityWalk',
    'city-walk/edit': 'manageCityWalkEdit',
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
  // Sea-going crew and chartered bus (docs/smaller-screens.md): not in the spec's route list; their home entries open the lists.
  ...group('/pagesA/seaGoingCrew', { list: 'seaCrewList', detail: 'seaCrewDetail', release: 'seaCrewRelease', manage: 'seaCrewManage' }),
  ...group('/pagesA/bus', { list: 'busList', detail: 'busDetail', release: 'busRelease', manage: 'busManage' }),
  // Orders and payments (docs/payments.md §10): not in the spec's route list; Me links to My orders.
  ...group('/pagesA/pay', { orders: 'payOrders', receipt: 'payReceipt', result: 'payResult', sandbox: 'paySandbox' }),
  // VIP and merchant opening (docs/vip.md): not in the spec's route list; Me links to VIP, a registration to its fee.
  ...group('/pagesA/vip', { index: 'vip', open: 'vipOpen' }),
  // Saved searches with alerts (docs/saved-searches.md): not in the spec's route list; Me links to it.
  page('/pagesA/my/saved-search', 'savedSearches'),
  // Notifications when the app is closed (docs/web-push.md): not in the spec's route list; Me links to it.
  page('/pagesA/my/notifications', 'webPush'),
  // The spec names system location pages without paths; these are our stand-ins.
  ...group('/pagesA/system', { 'choose-location': 'chooseLocation', 'open-location': 'openLocation' }),
];

/** Every screen's path: a page path outside this set is a 404 (the app's not-found screen). */
export const SCREEN_PATHS: ReadonlySet<string> = new Set(SCREENS.map((s) => s.path));

/** Link cards in chat and posts. */
export const LINK_CARD = {
  /** The longest link a card is asked for. */
  urlMax: 2000,
  /** Cards shown under one message or post (the first links of the app's own pages). */
  perMessage: 3,
} as const;
