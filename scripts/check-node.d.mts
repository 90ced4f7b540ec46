export const requiredNodeMajor: number;
export function nodeVersionProblem(version?: string): string | null;
