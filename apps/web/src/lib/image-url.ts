export { imageUrl, type ImageSize } from '@haiwai/contracts/media-url';
