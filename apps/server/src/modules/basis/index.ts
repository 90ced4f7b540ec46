/** What other modules use of the basis data: the settings store and the carousels. */
export { SettingsStore } from './settings.js';
export { CarouselService } from './carousels.js';
