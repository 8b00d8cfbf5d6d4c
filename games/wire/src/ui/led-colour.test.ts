import { describe, expect, it } from 'vitest';
import { WIRE_RISKS, wireTable } from '../tables';
import { LED_COLOURS, ledColour } from './led-colour';

describe('ledColour', () => {
  it('colours by band: red under 1×, amber to 2×, green to 10×, cyan to 100×, violet from 100×', () => {
    expect(['0.2', '0.99', '1', '1.62', '2', '6', '10', '80', '100', '500'].map((m) => ledColour(m).name)).toEqual([
      'red', 'red', 'amber', 'amber', 'green', 'green', 'cyan', 'cyan', 'violet', 'violet',
    ]);
  });

  it('makes the centre the only red LED of every table, the edges the brightest band', () => {
    for (const risk of WIRE_RISKS) {
      const names = wireTable(risk).multipliers.map((m) => ledColour(m).name);
      expect(names.filter((n) => n === 'red')).toHaveLength(1);
      expect(names[4]).toBe('red');
      expect(LED_COLOURS.findIndex((c) => c.name === names[0])).toBeGreaterThanOrEqual(LED_COLOURS.findIndex((c) => c.name === names[1]));
    }
  });
});
