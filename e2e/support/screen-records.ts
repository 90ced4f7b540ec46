import path from 'node:path';
import { createServer } from 'vite';
import type { apiClient } from './api-client.js';

/**
 * Every real screen of the app with what it needs to open on a real record: the paths come from the app's own
 * screen table (apps/web/src/app/feature-screens.ts, plus home), the records from the demo data through the API,
 * as the accessibility test finds them. For the benches and tests that open every screen once (bench/screens-lighthouse.ts).
 */
export interface ScreenRecords {
  housing: number;
  shGoods: number;
  car: number;
  rentCar: number;
  job: number;
  jobHunt: number;
  talent: number;
  company: number;
  yp: number;
  question: number;
  /** Another person's profile and chat partner: the demo publisher (13800000002). */
  member: number;
  post: number;
  topic: number;
  article: number;
  hotel: number;
  hotelRoom: number;
  visaPackage: number;
  guide: number;
  agreementSigned: number;
  agreementAwaiting: number;
  logisticsLine: number;
  shipment: number;
  exposure: number;
  club: number;
  exhibition: number;
  walk: number;
  seaCrew: number;
  bus: number;
}

const web = path.resolve(import.meta.dirname, '../../apps/web');

/** The paths the features declare a screen for (the rest of the spec's paths show the shared "not available" page), and home. */
export async function loadScreenPaths(): Promise<string[]> {
  const vite = await createServer({
    root: web,
    configFile: path.join(web, 'vitest.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await vite.ssrLoadModule('/src/app/feature-screens.ts')) as { featureScreens: Record<string, unknown> };
    return ['/', ...Object.keys(mod.featureScreens)];
  } finally {
    await vite.close();
  }
}

/**
 * The query a screen opens with: a record's id for the screens that show one, the parameters the others are
 * linked with (as in e2e/accessibility.test.ts). A screen not named here opens on its bare path.
 */
export const SCREEN_QUERIES: Record<string, (r: ScreenRecords) => string[]> = {
  '/pages/common/single-page': () => ['key=privacy'],
  '/pages/house/detail': (r) => [`id=${r.housing}`],
  '/pages/publicPage/detail': (r) => [`id=${r.shGoods}`],
  '/pages/car/detail': (r) => [`id=${r.car}`],
  '/pagesA/carRental/detail': (r) => [`id=${r.rentCar}`],
  '/pagesA/job/detail': (r) => [`id=${r.job}`],
  '/pages/job/resume-detail': (r) => [`id=${r.jobHunt}`],
  '/pagesA/talent/detail': (r) => [`id=${r.talent}`],
  '/pages/shop/detail': (r) => [`id=${r.company}`, `kind=yp&id=${r.yp}`],
  '/pagesA/chat/chat/chat': (r) => [`user_id=${r.member}`],
  '/pagesA/chat/search': () => ['q=%E4%BD%A0%E5%A5%BD'],
  '/pagesA/chat/group-join': () => ['token=none'],
  '/pagesA/customer/question-detail': (r) => [`id=${r.question}`],
  '/pagesA/pay/receipt': () => ['id=1'],
  '/pagesA/pay/result': () => ['no=HW00000000000000'],
  '/pagesA/pay/sandbox': () => ['id=1'],
  '/pagesA/vip/open': () => ['id=1'],
  '/pages/common/ad-detail': () => ['id=1'],
  '/pagesA/socialize/dynamics-detail': (r) => [`id=${r.post}`],
  '/pagesA/socialize/topic-detail': (r) => [`id=${r.topic}`],
  '/pagesA/socialize/my-info': (r) => [`id=${r.member}`],
  '/pagesA/common/article-detail': (r) => [`id=${r.article}`],
  '/pagesA/hotel/detail': (r) => [`id=${r.hotel}`],
  '/pagesA/hotel/house': (r) => [`id=${r.hotelRoom}`],
  '/pagesA/hotel/about': (r) => [`id=${r.hotel}`],
  '/pagesA/hotel/pay': () => ['id=1'],
  '/pagesA/hotel/house-list': (r) => [`hotel_id=${r.hotel}`],
  '/pages/visa/detail': (r) => [`id=${r.visaPackage}`],
  '/pagesA/exposure/detail': (r) => [`id=${r.exposure}`],
  '/pagesA/logistics/detail': (r) => [`id=${r.logisticsLine}`],
  '/pagesA/logistics/manage-detail': (r) => [`id=${r.shipment}`],
  '/pagesA/sign/detail': (r) => [`id=${r.agreementSigned}`],
  '/pagesA/sign/sign': (r) => [`id=${r.agreementAwaiting}`],
  '/pagesA/card/detail': () => ['code=anjuwang'],
  '/pagesA/card/download': () => ['code=anjuwang'],
  '/pagesA/club/detail': (r) => [`id=${r.club}`],
  '/pagesA/exhibition/detail': (r) => [`id=${r.exhibition}`],
  '/pages/translate/detail': (r) => [`id=${r.guide}`],
  '/pagesA/cityWalk/Local-guide-detail': (r) => [`id=${r.guide}`],
  '/pagesA/cityWalk/detail': (r) => [`id=${r.walk}`],
  '/pagesA/cityWalk/search': () => ['keyword=%E7%BB%9F%E4%B8%80%E5%AE%AB'],
  '/pagesA/system/open-location': () => ['lat=10.77246&lng=106.69807&name=%E6%BB%A8%E5%9F%8E%E5%B8%82%E5%9C%BA'],
  '/pagesA/web/web': () => ['url=https%3A%2F%2Fpay-verify.example.net%2Flogin'],
  '/pagesA/singlePage/detail': () => ['key=community-rules'],
  '/pagesA/seaGoingCrew/detail': (r) => [`id=${r.seaCrew}`],
  '/pagesA/bus/detail': (r) => [`id=${r.bus}`],
  '/pagesA/manage/job/detail': (r) => [`kind=job&id=${r.job}`],
  '/pagesA/manage/shop/detail': (r) => [`kind=company&id=${r.company}`],
  '/pagesA/manage/job/edit': (r) => [`kind=job&id=${r.job}`],
  '/pagesA/manage/shop/edit': (r) => [`kind=company&id=${r.company}`],
  '/pagesA/manage/guide-translate/guide-detail': (r) => [`kind=guide&id=${r.guide}`],
  '/pagesA/manage/guide-translate/edit': (r) => [`id=${r.guide}`],
  '/pagesA/manage/article-edit': (r) => [`id=${r.article}`],
};

/** Every real screen as the URLs (path and query) to open, in the table's order. */
export function screenUrls(paths: string[], records: ScreenRecords): string[] {
  return paths.flatMap((p) => (SCREEN_QUERIES[p] ? SCREEN_QUERIES[p](records).map((q) => `${p}?${q}`) : [p]));
}

type Api = ReturnType<typeof apiClient>;

/** Real records of Ho Chi Minh City's demo data for the screens that show one. */
export async function findScreenRecords(api: Api): Promise<ScreenRecords> {
  const areas = await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all');
  const hcm = areas.find((a) => a.code === 'hcm')!.id;
  const first = async (listPath: string, query = ''): Promise<number> => {
    const res = await api.call<{ list: Array<{ id: number }> }>('GET', `${listPath}?limit=1${query}`, { siteAreaId: hcm });
    if (!res.list[0]) throw new Error(`no demo record at ${listPath}${query}`);
    return res.list[0].id;
  };
  const publisher = await api.login('13800000002');
  const mine = async (p: string) => (await api.call<{ list: Array<{ id: number }> }>('GET', p, { token: publisher.token })).list[0]!.id;
  const hotel = await first('/hotel/list');
  return {
    housing: await first('/housing/list'),
    shGoods: await first('/shGoods'),
    car: await first('/car/list'),
    rentCar: await first('/car/list', '&deal=rent'),
    job: await first('/job'),
    jobHunt: await first('/jobHunt'),
    talent: await first('/talent/list'),
    company: await first('/company/list'),
    yp: await first('/yp/enterprise'),
    question: await first('/customer/question/list'),
    member: publisher.user.id,
    post: await first('/social/post/list', '&type=newest'),
    topic: await first('/social/topic/list', '&type=hot'),
    article: await first('/article/list'),
    hotel,
    hotelRoom: (await api.call<{ list: Array<{ id: number }> }>('GET', `/hotel/room/list_user?hotel_id=${hotel}`, { siteAreaId: hcm })).list[0]!.id,
    visaPackage: await first('/visa/package/list'),
    guide: await first('/guide/list'),
    agreementSigned: await mine('/contract/list?status=signed'),
    agreementAwaiting: await mine('/contract/list?status=awaiting'),
    logisticsLine: await first('/logistics/list'),
    shipment: await mine('/logistics/shipment/list?side=sender&limit=1'),
    exposure: await first('/exposurePlatform/list'),
    club: await first('/club/list'),
    exhibition: await first('/exhibition/list'),
    walk: await first('/travel'),
    seaCrew: await first('/seaGoingCrew/list'),
    bus: await first('/bus/list'),
  };
}
