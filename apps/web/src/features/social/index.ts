// The social square's public entry for other features (people, topics): the post card and a paged feed of posts.
export { PostCard } from './post-card';
export { PostFeed } from './post-feed';
export { patchPost, personPath, postPath, socialKeys, topicPath, usePostFeed, type Post } from './queries';
