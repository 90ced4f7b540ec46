export { badCursor, cursorCodec, setCursorKey, type CursorCodec } from './cursor.js';
export { countValue, microsKey, priceKey, rowId, snapshotMs } from './fields.js';
export { idPager, keysetAfter, takePage, type Direction } from './keyset.js';
