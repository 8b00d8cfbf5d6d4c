import { describe, expect, it } from 'vitest';
import { fieldText, parseFixed, readField } from './limbo-form';

describe('limbo fields', () => {
  it('reads a point or a comma as the decimal mark, and thousands grouped the language’s way', () => {
    expect(parseFixed('2.5', 2, 'en')).toBe(250);
    expect(parseFixed('2,5', 2, 'en')).toBe(250);
    expect(parseFixed('2,5', 2, 'pt')).toBe(250);
    expect(parseFixed('2.5', 2, 'pt')).toBe(250);
    expect(parseFixed('1,000', 2, 'en')).toBe(100_000);
    expect(parseFixed('1,000,000.00', 2, 'en')).toBe(100_000_000);
    expect(parseFixed('1.000', 2, 'es')).toBe(100_000);
    expect(parseFixed('1.000.000,5', 2, 'pt')).toBe(100_000_050);
    expect(parseFixed(' 1 000 ', 2, 'en')).toBe(100_000);
    expect(parseFixed('.5', 2, 'en')).toBe(50);
    expect(parseFixed('2.375', 2, 'en')).toBe('tooManyPlaces');
    expect(parseFixed('2.3700', 2, 'en')).toBe(237);
    expect(parseFixed('', 2, 'en')).toBe('notNumber');
    expect(parseFixed('abc', 2, 'en')).toBe('notNumber');
    expect(parseFixed('-2', 2, 'en')).toBe('notNumber');
  });

  it('reads a target within 1.01× … 1,000,000×', () => {
    expect(readField('target', '2', 'en')).toEqual({ target: 200 });
    expect(readField('target', '1000000', 'en')).toEqual({ target: 100_000_000 });
    expect(readField('target', '1', 'en')).toEqual({ problem: { key: 'targetRange', field: 'target' } });
    expect(readField('target', '1000000.01', 'en')).toEqual({ problem: { key: 'targetRange', field: 'target' } });
    expect(readField('target', '2.001', 'en')).toEqual({ problem: { key: 'tooManyPlaces', field: 'target' } });
    expect(readField('target', 'x', 'en')).toEqual({ problem: { key: 'notNumber', field: 'target' } });
  });

  it('reads a win chance within 0.000099 % … 98.019801 % into its target', () => {
    expect(readField('chance', '49.5', 'en')).toEqual({ target: 200 });
    expect(readField('chance', '50', 'pt')).toEqual({ target: 198 });
    expect(readField('chance', '0.000099', 'en')).toEqual({ target: 100_000_000 });
    expect(readField('chance', '98.019801', 'en')).toEqual({ target: 101 });
    expect(readField('chance', '98.02', 'en')).toEqual({ problem: { key: 'chanceRange', field: 'chance' } });
    expect(readField('chance', '0.000098', 'en')).toEqual({ problem: { key: 'chanceRange', field: 'chance' } });
    expect(readField('chance', '0.0000991', 'en')).toEqual({ problem: { key: 'tooManyPlaces', field: 'chance' } });
  });

  it('shows a target with two decimals and a chance with two to six', () => {
    expect(fieldText('target', 200)).toBe('2.00');
    expect(fieldText('target', 100_000_000)).toBe('1000000.00');
    expect(fieldText('chance', 200)).toBe('49.50');
    expect(fieldText('chance', 1_414)).toBe('7.001414');
  });
});
