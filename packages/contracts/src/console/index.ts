export * from './constants.js';
export * from './queues.js';
export { consoleApi as api } from './queues.js';
