import { describe, expect, it } from 'vitest';
import { createMoneyFormat } from '../format';
import { stringsFor } from '../i18n';
import { amountProblemWords, maxStake, readStake, scaleAmount, type StakeContext } from './stake-amount';

const usd: StakeContext = { money: createMoneyFormat({ lang: 'en', currency: 'USD' }), limits: { min: '0.1', max: '100' }, balance: '50' };
// Display conversion: BRL shown at 5 per USD, two places typed, stakes sent in USD.
const brl: StakeContext = { money: createMoneyFormat({ lang: 'pt', currency: 'BRL', rate: '5' }), limits: { min: '0.1', max: '100' }, balance: '50' };

describe('readStake', () => {
  it('reads what players type: a point or a comma, "3." while typing, ".5"', () => {
    expect(readStake('1.5', usd)).toStrictEqual({ stake: '1.5', problem: null });
    expect(readStake(' 1,5 ', usd)).toStrictEqual({ stake: '1.5', problem: null });
    expect(readStake('3.', usd)).toStrictEqual({ stake: '3', problem: null });
    expect(readStake('.5', usd)).toStrictEqual({ stake: '0.5', problem: null });
    expect(readStake('0.1234567891', usd)).toStrictEqual({ stake: '0.1234567891', problem: null });
  });

  it('says why an amount cannot be sent, in the order a player fixes them', () => {
    expect(readStake('', usd).problem).toStrictEqual({ kind: 'notNumber' });
    expect(readStake('1e3', usd).problem).toStrictEqual({ kind: 'notNumber' });
    expect(readStake('-1', usd).problem).toStrictEqual({ kind: 'notNumber' });
    expect(readStake('0.12345678901', usd).problem).toStrictEqual({ kind: 'tooManyPlaces', places: 10 });
    expect(readStake('0', usd).problem).toStrictEqual({ kind: 'notPositive' });
    expect(readStake('0.05', usd).problem).toStrictEqual({ kind: 'belowMin', min: '0.1' });
    expect(readStake('100.01', usd).problem).toStrictEqual({ kind: 'aboveMax', max: '100' });
    expect(readStake('50.0000000001', usd).problem).toStrictEqual({ kind: 'aboveBalance', balance: '50' });
    expect(readStake('50', usd).problem).toBeNull();
    // A round of 6 stakes (plinko's balls) must fit the balance whole.
    expect(readStake('9', { ...usd, stakes: 6 }).problem).toStrictEqual({ kind: 'aboveBalance', balance: '50' });
    expect(readStake('8', { ...usd, stakes: 6 }).problem).toBeNull();
  });

  it('counts the places a number needs, not the zeros written after it', () => {
    expect(readStake('1,500', brl)).toStrictEqual({ stake: '0.3', problem: null });
    expect(readStake('1,505', brl).problem).toStrictEqual({ kind: 'tooManyPlaces', places: 2 });
  });

  it('converts a shown amount to the wire stake, cut so it never exceeds what was typed', () => {
    expect(readStake('10', brl)).toStrictEqual({ stake: '2', problem: null });
    expect(readStake('0,49', brl).problem).toStrictEqual({ kind: 'belowMin', min: '0.1' });
    expect(readStake('0,5', brl)).toStrictEqual({ stake: '0.1', problem: null });
    expect(readStake('1,01', brl)).toStrictEqual({ stake: '0.202', problem: null });
  });
});

describe('½, 2× and Max', () => {
  it('halves and doubles exactly, within the game’s limits', () => {
    expect(scaleAmount('1', 'half', usd)).toBe('0.5');
    expect(scaleAmount('0.15', 'half', usd)).toBe('0.1');
    expect(scaleAmount('0.3', 'half', usd)).toBe('0.15');
    expect(scaleAmount('0.1', 'half', usd)).toBe('0.1');
    expect(scaleAmount('0.1', 'double', usd)).toBe('0.2');
    expect(scaleAmount('60', 'double', usd)).toBe('100');
    expect(scaleAmount('abc', 'double', usd)).toBe('abc');
    // Shown in BRL with 2 places: half of 1,01 is 0,50 (cut), the minimum is 0,50 (0.1 USD).
    expect(scaleAmount('1,01', 'half', brl)).toBe('0.5');
    expect(scaleAmount('0,6', 'half', brl)).toBe('0.5');
  });

  it('bets the maximum the limits and the balance allow', () => {
    expect(maxStake(usd)).toBe('50');
    expect(maxStake({ ...usd, balance: '500' })).toBe('100');
    expect(maxStake({ ...usd, balance: null })).toBe('100');
    expect(maxStake({ ...usd, stakes: 3 })).toBe('16.6666666666');
    expect(maxStake(brl)).toBe('250');
    expect(maxStake({ ...usd, limits: null, balance: null })).toBeNull();
  });
});

describe('amountProblemWords', () => {
  it('says each reason in the player’s language, with amounts in their currency', () => {
    const pt = createMoneyFormat({ lang: 'pt', currency: 'BRL' });
    const t = (key: keyof ReturnType<typeof stringsFor>) => stringsFor('pt')[key];
    expect(amountProblemWords({ kind: 'belowMin', min: '0.1' }, pt, t)).toBe('A aposta mínima é R$\u00a00,10');
    expect(amountProblemWords({ kind: 'aboveBalance', balance: '1234.5' }, pt, t)).toBe('Saldo insuficiente para esta aposta: você tem R$\u00a01.234,50');
    expect(amountProblemWords({ kind: 'tooManyPlaces', places: 2 }, pt, t)).toBe('Use no máximo 2 casas decimais');
    expect(amountProblemWords({ kind: 'notNumber' }, pt, t)).toBe('Digite a aposta como um número, por exemplo 1,50');
  });
});
