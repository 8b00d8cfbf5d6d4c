/**
 * Compares two strings in time that depends only on their lengths, never on where they first
 * differ, so an attacker cannot find a signature or secret byte by byte from response times.
 * Written by hand because it must run in browsers and Node alike (no node:crypto here).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  // Compare against `a` itself when lengths differ so the loop still runs its full length.
  const other = a.length === b.length ? b : a;
  let diff = a.length === b.length ? 0 : 1;
  for (let i = 0; i < a.length; i++) {
    diff |= a.charCodeAt(i) ^ other.charCodeAt(i);
  }
  return diff === 0;
}
