import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { imageUrl } from '../../lib/image-url';
import { formatDateTime } from '../../lib/time';
import { useApp } from '../../stores/app-store';
import { PagedList } from '../listings';
import { peopleKeys } from './queries';

/** A person's posts, newest first: text, pictures and time. */
export function PersonPosts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const list = useInfiniteQuery({
    queryKey: [...peopleKeys.profile(userId), 'posts'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('socialPostListUser', { query: { user_id: userId, cursor: pageParam, limit: 10 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  return (
    <PagedList
      query={list}
      pull={false}
      className="pposts"
      testId="person-posts"
      renderItem={(p) => (
        <article className="ppost">
          {p.content && <p className="ppost__text">{p.content}</p>}
          {p.images.length > 0 && (
            <div className="ppost__images">
              {p.images.map((src) => (
                <img key={src} src={imageUrl(src, { preset: 'dynamics' })} alt="" />
              ))}
            </div>
          )}
          <div className="muted">{formatDateTime(p.created_at, lang)}</div>
        </article>
      )}
      empty={{ title: t('people.postsEmpty'), testId: 'person-posts-empty' }}
      noMore={t('people.noMore')}
    />
  );
}
