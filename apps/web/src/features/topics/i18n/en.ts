import type { Dictionary } from '../../../i18n/dictionary';
import type { topicsZh } from './zh';

export const topicsEn: Dictionary<typeof topicsZh> = {
  tabs: { hot: 'Hot', new: 'New', followed: 'Following' },
  follow: 'Follow',
  followed: 'Following',
  followFailed: 'That did not go through; please try again later',
  create: 'Create topic',
  posts: '{{count}} posts',
  followers: '{{count}} followers',
  postsLabel: 'Posts',
  followersLabel: 'Followers',
  unread: '{{count}} new posts',
  empty: 'No topics yet',
  emptyFollowed: 'You follow no topics yet',
  noMore: 'No more',
  notFound: 'This topic does not exist or was deleted',
  publish: 'Post in this topic',
  noDescription: 'No description yet',
  feedEmpty: 'No posts in this topic yet; be the first',
  release: {
    name: 'Topic name',
    namePlaceholder: '2 to 20 characters, no #',
    nameRule: 'A topic name has 2 to 20 characters, no # and no leading space',
    cover: 'Cover',
    description: 'Description',
    descriptionPlaceholder: 'What is this topic about?',
    submit: 'Create',
    created: 'Topic created',
    duplicate: 'This topic already exists; try another name',
    uploading: 'An image is still uploading, please wait',
  },
};

export default topicsEn;
