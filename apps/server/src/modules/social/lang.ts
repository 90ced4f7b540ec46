import type { Lang } from '@haiwai/contracts';

const HAN = /[\u3400-\u9fff]/;
/** Letters only Vietnamese writes (ă â đ ê ô ơ ư and the tone marks on them). */
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/**
 * The language a post is written in, for readers who filter by it: Chinese characters say zh, Vietnamese
 * letters vi, other letters en; a post of pictures only takes the writer's interface language.
 */
export function detectLang(text: string, fallback: Lang): Lang {
  if (HAN.test(text)) return 'zh';
  if (VIETNAMESE.test(text)) return 'vi';
  return /[a-z]/i.test(text) ? 'en' : fallback;
}
