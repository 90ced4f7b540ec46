import { useTranslation } from 'react-i18next';
import { PagedList } from '../listings';
import { PostCard } from './post-card';
import type { Post } from './queries';

type ListProps = Parameters<typeof PagedList<Post>>[0];

interface PostFeedProps {
  /** Any keyset-paged list of posts: a feed of the square, a person's posts, a topic's. */
  query: ListProps['query'];
  empty: ListProps['empty'];
  /** Pull to refresh (off inside a screen that scrolls something else above). */
  pull?: boolean;
  testId?: string;
  header?: React.ReactNode;
}

/** Posts as cards, page by page: pull to refresh, more on scrolling, loading / error / empty states. */
export function PostFeed({ query, empty, pull = true, testId = 'post-feed', header }: PostFeedProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      pull={pull}
      className="sfeed"
      testId={testId}
      header={header}
      renderItem={(post) => <PostCard post={post} />}
      empty={empty}
      noMore={t('social.tab.noMore')}
      loadMoreFailed={t('social.tab.loadMoreFailed')}
    />
  );
}
