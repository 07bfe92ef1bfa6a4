// Hides a BVN whenever the client shows it again: only its last four digits stay readable.
export const BVN_VISIBLE_DIGITS = 4;

/** '22212345678' -> '*******5678'; anything four characters or shorter is hidden entirely. */
export function maskBvn(bvn: string): string {
  const value = bvn.trim();
  if (value.length <= BVN_VISIBLE_DIGITS) return '*'.repeat(value.length);
  return '*'.repeat(value.length - BVN_VISIBLE_DIGITS) + value.slice(-BVN_VISIBLE_DIGITS);
}
