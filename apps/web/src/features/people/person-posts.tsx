import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { PostFeed } from '../social';
import { peopleKeys } from './queries';

/** A person's posts, newest first, as the square's post cards (likes and comments patch them like any feed). */
export function PersonPosts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: [...peopleKeys.profile(userId), 'posts'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('socialPostListUser', { query: { user_id: userId, cursor: pageParam, limit: 10 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  return <PostFeed query={list} pull={false} testId="person-posts" empty={{ title: t('people.postsEmpty'), testId: 'person-posts-empty' }} />;
}
