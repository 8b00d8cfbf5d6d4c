import { describe, expect, it } from 'vitest';
import { capitalised, timesIn, zoneName, zonePlace } from './zone-name';

describe('zone names', () => {
  it('name the bullseye, the rings by number from the centre, and the band off the rings, in each language', () => {
    expect([0, 1, 4, 5].map((ring) => zoneName(ring, 5, 'en'))).toEqual(['bullseye', 'ring 1', 'ring 4', 'off the rings']);
    expect([0, 2, 4].map((ring) => zoneName(ring, 4, 'pt'))).toEqual(['centro', 'anel 2', 'fora dos anéis']);
    expect([0, 3, 5].map((ring) => zoneName(ring, 5, 'es'))).toEqual(['centro', 'anillo 3', 'fuera de los anillos']);
  });

  it('say where the ball rests as a phrase', () => {
    expect([0, 2, 5].map((ring) => zonePlace(ring, 5, 'en'))).toEqual(['on the bullseye', 'on ring 2', 'off the rings']);
    expect([0, 2, 5].map((ring) => zonePlace(ring, 5, 'pt'))).toEqual(['no centro', 'no anel 2', 'fora dos anéis']);
    expect([0, 2, 5].map((ring) => zonePlace(ring, 5, 'es'))).toEqual(['en el centro', 'en el anillo 2', 'fuera de los anillos']);
  });

  it('open a sentence with a capital', () => {
    expect(capitalised('ring 2')).toBe('Ring 2');
    expect(capitalised('fora dos anéis')).toBe('Fora dos anéis');
    expect(capitalised('')).toBe('');
  });

  it('write multipliers in the language’s digits with their sign', () => {
    expect(timesIn('1.5', 'en')).toBe('1.5×');
    expect(timesIn('1.5', 'pt')).toBe('1,5×');
    expect(timesIn('1.2', 'es')).toBe('1,2×');
    expect(timesIn('1000', 'pt')).toBe('1000×');
  });
});
