import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { bumpListVersion } from '../sensitive-words.js';

const MARK = 'seed.moderation-words';

/**
 * A modest starting list for every area (admins extend it per area): scams, illegal goods and services, and
 * gross insults, in Chinese, English and Vietnamese. Only words no honest post needs: "scam" itself is left
 * out, since people warn each other about scams.
 */
export const STARTING_WORDS: readonly string[] = [
  // zh
  '代开发票', '办假证', '假证件', '出售枪支', '枪支弹药', '冰毒', '海洛因', '摇头丸', '出售迷药', '网络赌博', '赌博网站', '洗钱', '传销', '刷单返利', '裸聊', '傻逼', '操你妈', '草泥马',
  // en
  'fake passport', 'fake id card', 'buy cocaine', 'cocaine for sale', 'meth for sale', 'money laundering', 'online casino bonus', 'escort service', 'motherfucker', 'fuck you',
  // vi
  'làm giấy tờ giả', 'bán súng', 'bán ma túy', 'cờ bạc online', 'rửa tiền', 'đa cấp lừa đảo', 'địt mẹ', 'đụ má',
];

/** Reference data: the all-areas list, present with SEED_DEMO=false too. */
export async function seedSensitiveWords({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sensitive_word').values(STARTING_WORDS.map((word) => ({ site_area_id: null, word, created_by: null }))).onConflict((oc) => oc.doNothing()).execute();
    await bumpListVersion(trx, null);
    await markSeeded(trx, MARK);
  });
  log(`seeded sensitive words: ${STARTING_WORDS.length} for every area`);
  return true;
}
