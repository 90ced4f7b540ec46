// Mirrors MEDIA_URL_PREFIX of contracts/api.ts, which can't be imported without pulling zod into the bundle.
export const MEDIA_URL_PREFIX_WEB = '/api/media/';
export { IMAGE_PRESETS, type ImagePreset } from './contracts';
