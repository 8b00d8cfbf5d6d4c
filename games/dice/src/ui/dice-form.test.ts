import { describe, expect, it } from 'vitest';
import { fieldText, parseFixed, readField } from './dice-form';

describe('parseFixed', () => {
  it('reads a point or a comma as the decimal mark', () => {
    expect(parseFixed('50.5', 2)).toBe(5050);
    expect(parseFixed('50,5', 2)).toBe(5050);
    expect(parseFixed(' 7 ', 4)).toBe(70000);
    expect(parseFixed('.5', 2)).toBe(50);
    expect(parseFixed('1.9800', 4)).toBe(19800);
    expect(parseFixed('12.500', 2)).toBe(1250);
  });
  it('tells a non-number from too many decimals', () => {
    expect(parseFixed('', 2)).toBe('notNumber');
    expect(parseFixed('abc', 2)).toBe('notNumber');
    expect(parseFixed('-5', 2)).toBe('notNumber');
    expect(parseFixed('1e2', 2)).toBe('notNumber');
    expect(parseFixed('50.555', 2)).toBe('tooManyPlaces');
  });
});

describe('the linked trio', () => {
  it('shows one target three ways', () => {
    expect(['multiplier', 'target', 'chance'].map((f) => fieldText(f as 'target', 5050, 'over'))).toEqual(['2.0000', '50.50', '49.50']);
    expect(['multiplier', 'target', 'chance'].map((f) => fieldText(f as 'target', 2500, 'under'))).toEqual(['3.9600', '25.00', '25.00']);
  });

  it('reads each field into a target on the chosen side', () => {
    expect(readField('target', '60', 'over')).toEqual({ target: 6000 });
    expect(readField('chance', '25', 'over')).toEqual({ target: 7500 });
    expect(readField('chance', '25', 'under')).toEqual({ target: 2500 });
    // 99 / 2 = 49.5 %: over 50.50, under 49.50.
    expect(readField('multiplier', '2', 'over')).toEqual({ target: 5050 });
    expect(readField('multiplier', '2', 'under')).toEqual({ target: 4950 });
    expect(readField('multiplier', '49.5', 'under')).toEqual({ target: 200 });
  });

  it('refuses what the game does not allow, with the reason', () => {
    expect(readField('target', '98.01', 'over')).toEqual({ problem: { key: 'targetRange', field: 'target' } });
    expect(readField('target', '1.99', 'under')).toEqual({ problem: { key: 'targetRange', field: 'target' } });
    expect(readField('chance', '99', 'over')).toEqual({ problem: { key: 'chanceRange', field: 'chance' } });
    expect(readField('chance', '1', 'under')).toEqual({ problem: { key: 'chanceRange', field: 'chance' } });
    expect(readField('multiplier', '1.01', 'over')).toEqual({ problem: { key: 'multiplierRange', field: 'multiplier', values: { min: '1.0102', max: '49.5' } } });
    expect(readField('multiplier', '50', 'over')).toMatchObject({ problem: { key: 'multiplierRange' } });
    expect(readField('target', '50.555', 'over')).toEqual({ problem: { key: 'tooManyPlaces', field: 'target', values: { places: '2' } } });
    expect(readField('multiplier', '', 'over')).toEqual({ problem: { key: 'notNumber', field: 'multiplier' } });
  });
});
