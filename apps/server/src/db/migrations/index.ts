import * as m0001 from './0001-kernel.js';

/** Applied in this order, once each; a migration, once released, is never edited, only followed. */
export const migrations: ReadonlyArray<{ name: string; up: string; down: string }> = [{ name: '0001-kernel', ...m0001 }];
