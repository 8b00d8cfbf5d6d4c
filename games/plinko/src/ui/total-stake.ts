/**
 * amount × balls as exact decimal text ("0.15" × 3 → "0.45"), or null when `amount` is not a plain
 * non-negative decimal. Digit arithmetic on BigInt, so the note under the controls needs no decimal
 * library in the live bundle and never shows a float artefact such as 0.44999999999999996.
 */
export function totalStake(amount: string, balls: number): string | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || (match[1] === '' && !match[2]) || !Number.isSafeInteger(balls) || balls < 0) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const digits = (BigInt((match[1] || '0') + fraction) * BigInt(balls)).toString().padStart(fraction.length + 1, '0');
  if (fraction.length === 0) return digits;
  const whole = digits.slice(0, -fraction.length);
  const rest = digits.slice(-fraction.length).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
