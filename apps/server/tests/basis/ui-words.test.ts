import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsCacheOf } from '../../src/core/settings-cache.js';
import * as overrides from '../../src/modules/basis/migrations/202611240354-basis-lang-word-overrides.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The web's bundled dictionaries are the truth; `lang_word` keeps only admins' overrides (docs/decisions/0005-ui-words.md).
 * A database seeded by an older release holds a copy of the whole old bundle: after the basis migration those copies are
 * no longer served, so a word changed in the bundle reaches it, while an admin's later edit still wins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Words = { lang_type: string; words: Record<string, string> };
const wordsOf = async (lang: string) => (await t.call<Words>('langFixedWords', { query: { lang_type: lang } })).data.words;

describe('UI word overrides', () => {
  it('an old seeded copy of the bundle stops overriding; an admin’s override is served', async () => {
    // Back to the table as older releases left it, filled the old way: the whole bundle in one seed transaction.
    await t.database.execScript(overrides.down);
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('lang_word').values([
        { lang_type: 'en', key: 'auth.login', value: 'Log in (old bundle)' },
        { lang_type: 'en', key: 'common.cancel', value: 'Cancel (old bundle)' },
        { lang_type: 'zh', key: 'auth.login', value: '登录（旧）' },
      ] as never).execute();
    });
    await new Promise((r) => setTimeout(r, 5));
    // Later, an admin edited one word by hand.
    await t.db.updateTable('lang_word').set({ value: 'Sign in here', updated_at: new Date() } as never).where('lang_type', '=', 'en').where('key', '=', 'auth.login').execute();
    await t.database.execScript(overrides.up);
    settingsCacheOf(t.db).clear();

    expect(await wordsOf('en')).toEqual({ 'auth.login': 'Sign in here' });
    expect(await wordsOf('zh')).toEqual({});
  });

  it('a word an admin adds now is served, the seeded copies stay unserved', async () => {
    await t.db.insertInto('lang_word').values({ lang_type: 'vi', key: 'common.cancel', value: 'Hủy bỏ' }).execute();
    settingsCacheOf(t.db).clear();
    expect(await wordsOf('vi')).toEqual({ 'common.cancel': 'Hủy bỏ' });
    expect(await wordsOf('en')).toEqual({ 'auth.login': 'Sign in here' });
    const seeded = await t.db.selectFrom('lang_word').select('key').where('seeded', '=', true).execute();
    expect(seeded).toHaveLength(2);
  });
});
