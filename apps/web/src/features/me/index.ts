// What other features use of "me": the profile query, its cache keys and the avatar.
export { meKeys, useMeProfile } from './me-queries';
export { Avatar } from '../common/avatar';
