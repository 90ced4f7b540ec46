// Types of scripts/check-cycles.mjs, for its test (scripts/check-cycles.test.ts).
export const CODE: string[];
export function findCycles(patterns?: readonly string[], root?: string): Promise<{ cycles: string[][]; unresolved: string[]; areaCycles: string[][] }>;
