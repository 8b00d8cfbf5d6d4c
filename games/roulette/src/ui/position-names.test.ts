import { describe, expect, it } from 'vitest';
import { POSITIONS, findPosition } from '../table';
import { positionName, stackName } from './position-names';

const named = (type: string, numbers: number[], lang = 'en') => positionName(findPosition(type, numbers)!, lang);

describe('positionName', () => {
  it('names every kind of position in English', () => {
    expect(named('straight', [17])).toBe('Straight 17');
    expect(named('split', [17, 20])).toBe('Split 17 and 20');
    expect(named('street', [16, 17, 18])).toBe('Street 16, 17, and 18');
    expect(named('street', [0, 1, 2])).toBe('Street 0, 1, and 2');
    expect(named('corner', [17, 18, 20, 21])).toBe('Corner 17, 18, 20, and 21');
    expect(named('corner', [0, 1, 2, 3])).toBe('Corner 0, 1, 2, and 3');
    expect(named('line', [16, 17, 18, 19, 20, 21])).toBe('Line 16 to 21');
    expect(named('column', [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35])).toBe('Column 2');
    expect(named('dozen', [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24])).toBe('Dozen 2, 13 to 24');
    const kinds = ['red', 'black', 'even', 'odd', 'low', 'high'].map((type) => positionName(POSITIONS.find((p) => p.type === type)!, 'en'));
    expect(kinds).toEqual(['Red', 'Black', 'Even', 'Odd', '1 to 18', '19 to 36']);
  });

  it('names them in Portuguese and Spanish', () => {
    expect(named('split', [17, 20], 'pt')).toBe('Cavalo 17 e 20');
    expect(named('corner', [0, 1, 2, 3], 'pt')).toBe('Quadrado 0, 1, 2 e 3');
    expect(positionName(POSITIONS.find((p) => p.type === 'red')!, 'pt')).toBe('Vermelho');
    expect(named('street', [16, 17, 18], 'es')).toBe('Transversal 16, 17 y 18');
    expect(named('line', [1, 2, 3, 4, 5, 6], 'es')).toBe('Seisena 1 a 6');
    expect(positionName(POSITIONS.find((p) => p.type === 'black')!, 'es')).toBe('Negro');
  });

  it('gives all 157 positions different names', () => {
    for (const lang of ['en', 'pt', 'es']) expect(new Set(POSITIONS.map((p) => positionName(p, lang))).size).toBe(157);
  });
});

describe('stackName', () => {
  it('adds the chips on the position', () => {
    const split = findPosition('split', [17, 20])!;
    expect(stackName(split, 0, 'en')).toBe('Split 17 and 20');
    expect(stackName(split, 1, 'en')).toBe('Split 17 and 20: 1 chip');
    expect(stackName(split, 12, 'en')).toBe('Split 17 and 20: 12 chips');
    expect(stackName(split, 2, 'es')).toBe('Caballo 17 y 20: 2 fichas');
  });
});
