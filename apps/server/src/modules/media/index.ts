/**
 * What other modules use of the media store: the private media service's types (the service itself comes through
 * `uses: ['privateMedia']`), and the configured storage backend for the seed's pictures and backups.
 */
export type { MediaPurposeRules, MediaReader, PrivateFile, PrivateMedia } from './private-media.js';
export type { MediaStorage } from './storage.js';
export { mediaStorageFor } from './storage-config.js';
