import { describe, expect, it } from 'vitest';
import { TestControllerHost } from '../../testing/test-controller-host';
import { testPlaySource } from '../../testing/test-play-source';
import { BalanceController, trimAmount } from './balance-controller';

/** A balance whose changes show at once (reduced motion), recording what the host page heard. */
function setup() {
  const heard: string[] = [];
  const balance = new BalanceController(new TestControllerHost(), { reported: (text) => heard.push(text), motion: () => ({ fast: false, reducedMotion: true }) });
  return { balance, heard };
}

describe('BalanceController', () => {
  it('keeps the balance trimmed, tells the host page the exact text reported, and only when it changed', () => {
    const { balance, heard } = setup();
    expect([balance.current, balance.shownText]).toStrictEqual([null, null]);
    balance.set('100.5000000000');
    balance.set('100.5000000000');
    expect([balance.current, balance.shownText, heard]).toStrictEqual(['100.5', '100.5', ['100.5000000000']]);
  });

  it('leaves a win out of the balance shown until its round lands', () => {
    const { balance } = setup();
    balance.set('100');
    balance.set('101.9800000000', '2.9800000000');
    expect([balance.current, balance.shownText]).toStrictEqual(['101.98', '99']);
    balance.land();
    expect(balance.shownText).toBe('101.98');
  });

  it('applies a balance asked for only when no newer one came meanwhile and the source is still the one played', async () => {
    const { balance } = setup();
    let answer!: (text: string) => void;
    const source = testPlaySource({ balance: () => new Promise<string>((resolve) => (answer = resolve)) });
    const asked = balance.fetch(source, () => true);
    balance.set('7');
    answer('50');
    await asked;
    expect(balance.current).toBe('7');
    await Promise.all([balance.fetch(testPlaySource({ balance: async () => '60' }), () => false), balance.fetch(testPlaySource({}), () => true)]);
    expect(balance.current).toBe('7');
    await balance.fetch(testPlaySource({ balance: async () => '60.0000000000' }), () => true);
    expect(balance.current).toBe('60');
  });

  it('trims trailing zeros, never an integer’s', () => {
    expect(['1.5000000000', '2.0000000000', '100', '0.0000000001'].map(trimAmount)).toStrictEqual(['1.5', '2', '100', '0.0000000001']);
  });
});
