import type { Lang } from '@haiwai/contracts';

/**
 * A cheap guess of what a text is written in, only to decide whether to offer "Translate" (the engine detects the
 * real source): Han characters → zh, Vietnamese letters → vi, other Latin letters → en, nothing to go by → null
 * (offered). Thai, Korean and others read as null: they are offered too.
 */
export function guessLang(text: string): Lang | null {
  const letters = text.replace(/https?:\/\/\S+/g, '');
  const han = (letters.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (letters.match(/\p{Script=Latin}/gu) ?? []).length;
  // A Han character says about as much as a Latin word: compare characters with words.
  const latinWords = (letters.match(/\p{Script=Latin}+/gu) ?? []).length;
  if (han > 0 && han >= latinWords) return 'zh';
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(letters)) return 'vi';
  if (latin > 0 && !/[\p{Script=Thai}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letters)) return 'en';
  return null;
}
