import { describe, expect, it } from 'vitest';
import { roundDateTime, roundTime } from './round-time';

const AT = '2025-11-24T14:03:17.000Z';
const at = Date.parse(AT);
const MIN = 60_000;

describe('roundTime', () => {
  it('says "now" and minutes ago within the hour, in the player’s language', () => {
    expect(roundTime(AT, at + 59_999, 'en')).toBe('now');
    expect(roundTime(AT, at + 3 * MIN + 30_000, 'en')).toBe('3 min. ago');
    expect(roundTime(AT, at + 59 * MIN, 'pt')).toBe('há 59 min.');
    expect(roundTime(AT, at + 3 * MIN, 'es')).toBe('hace 3 min');
    expect(roundTime(AT, at + 3 * MIN, 'fr')).toBe('3 min. ago');
  });

  it('reads a time slightly ahead of the clock (skew) as now', () => {
    expect(roundTime(AT, at - 5_000, 'en')).toBe('now');
  });

  it('gives the time of day earlier the same day, else the short date and time', () => {
    expect(roundTime(AT, at + 2 * 60 * MIN, 'en', 'UTC')).toBe('2:03 PM');
    expect(roundTime(AT, at + 2 * 60 * MIN, 'pt', 'UTC')).toBe('14:03');
    expect(roundTime(AT, at + 10 * 60 * MIN, 'en', 'UTC')).toBe('11/24/25, 2:03 PM');
    expect(roundTime(AT, at + 10 * 60 * MIN, 'es', 'UTC')).toBe('24/11/25, 14:03');
  });

  it('shows text that is not a date as it came', () => {
    expect(roundTime('soon', at, 'en')).toBe('soon');
  });
});

describe('roundDateTime', () => {
  it('gives the full date and time', () => {
    expect(roundDateTime(AT, 'en', 'UTC')).toBe('Nov 24, 2025, 2:03:17 PM');
    expect(roundDateTime(AT, 'pt', 'UTC')).toBe('24 de nov. de 2025, 14:03:17');
  });
});
