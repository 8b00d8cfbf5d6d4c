import { describe, expect, it } from 'vitest';
import { TestTable } from '../test-table';
import { moveCost, moveForKey } from './moves';

describe('table moves', () => {
  it('maps H, S, D, P, I and N, in either case, to their moves and nothing else', () => {
    expect(['h', 'S', 'd', 'P', 'i', 'N'].map((key) => [moveForKey(key)?.action, moveForKey(key)?.params])).toStrictEqual([
      ['hit', {}],
      ['stand', {}],
      ['double', {}],
      ['split', {}],
      ['insurance', { take: true }],
      ['insurance', { take: false }],
    ]);
    expect(moveForKey('x')).toBeUndefined();
    expect(moveForKey('Enter')).toBeUndefined();
  });

  it('reads what a move costs from the state, as its exact decimal text', () => {
    const table = new TestTable(['8S', 'AH', '8D', '9C', '3S'], { stake: '0.0000000003' });
    // Half of 0.0000000003, rounded down to 10 places by the rules.
    expect(moveCost(table.state, 'takeInsurance')).toBe('0.0000000001');
    table.act('insurance', { take: false });
    expect([moveCost(table.state, 'double'), moveCost(table.state, 'split'), moveCost(table.state, 'hit')]).toStrictEqual(['0.0000000003', '0.0000000003', null]);
    table.act('split');
    table.act('double');
    // Hand 1 doubled: hand 2 is active, and its own bet is what doubling it costs.
    expect(table.state.hands.map((hand) => hand.bet)).toStrictEqual(['0.0000000006', '0.0000000003']);
    expect(moveCost(table.state, 'double')).toBe('0.0000000003');
  });
});
