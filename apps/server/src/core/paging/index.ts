export { badCursor, cursorCodec, setCursorKey, type CursorCodec } from './cursor.js';
export { idPager, keysetAfter, rowId, takePage, type Direction } from './keyset.js';
