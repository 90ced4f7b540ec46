import { CHAT_PATH } from '../listings/pages';

/** The feature's own screens and the chat screen its "chat with us" opens (a single chat by `user_id`). */
export const customerPaths = {
  centre: '/pagesA/customer/index',
  questions: (q: { category_id?: number; keyword?: string }) => {
    const s = new URLSearchParams();
    if (q.category_id) s.set('category_id', String(q.category_id));
    if (q.keyword) s.set('keyword', q.keyword);
    const qs = s.toString();
    return `/pagesA/customer/question${qs ? `?${qs}` : ''}`;
  },
  detail: (id: number) => `/pagesA/customer/question-detail?id=${id}`,
  chatWith: (userId: number) => `${CHAT_PATH}?user_id=${userId}`,
};

export const positiveInt = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
