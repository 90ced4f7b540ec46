/** The message that `_sign` authenticates. Kept here so server and web can never disagree on it. */
export function signMessage(timestamp: number | string): string {
  return String(timestamp);
}
