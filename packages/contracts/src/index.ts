export * from './constants.js';
export * from './envelope.js';
export * from './entities.js';
export * from './api.js';
export * from './sign.js';
export * from './media-url.js';
export * from './listings/index.js';
export * from './chat.js';
