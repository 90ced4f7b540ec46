/** The shape of a translation of `T` (a zh source dictionary): every key, strings anywhere a string is. */
export type Dictionary<T> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
