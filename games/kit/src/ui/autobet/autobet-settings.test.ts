import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTOBET_FORM, readAutobetForm, settingsProblems, type AutobetForm } from './autobet-settings';

const form = (change: Partial<AutobetForm>): AutobetForm => ({ ...DEFAULT_AUTOBET_FORM, ...change });

describe('readAutobetForm', () => {
  it('turns the default form into 10 bets that go back to the base bet, with no stops', () => {
    expect(readAutobetForm(DEFAULT_AUTOBET_FORM)).toEqual({
      ok: true,
      settings: { count: 10, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'reset', percent: '0' } },
    });
  });

  it('reads increases and stops as typed, commas included, and no limit as null', () => {
    const result = readAutobetForm(
      form({ count: 'x', unlimited: true, onLoss: { mode: 'increase', percent: '12,5' }, stopOnProfit: ' 100 ', stopOnLoss: '0,5' }),
    );
    expect(result).toEqual({
      ok: true,
      settings: { count: null, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'increase', percent: '12.5' }, stopOnProfit: '100', stopOnLoss: '0.5' },
    });
  });

  it.each([
    [{ count: '0' }, { count: 'count' }],
    [{ count: '10001' }, { count: 'count' }],
    [{ count: '2.5' }, { count: 'count' }],
    [{ count: '' }, { count: 'count' }],
    [{ onWin: { mode: 'increase', percent: '' } }, { winPercent: 'percent' }],
    [{ onWin: { mode: 'increase', percent: '0' } }, { winPercent: 'percent' }],
    [{ onLoss: { mode: 'increase', percent: '1000.01' } }, { lossPercent: 'percent' }],
    [{ stopOnProfit: '0' }, { stopOnProfit: 'amount' }],
    [{ stopOnLoss: '-5' }, { stopOnLoss: 'amount' }],
    [{ stopOnLoss: 'ten' }, { stopOnLoss: 'amount' }],
  ] as const)('says what is wrong with %j', (change, errors) => {
    expect(readAutobetForm(form(change))).toEqual({ ok: false, errors });
  });

  it('ignores the percentage of a reset and the count of an unlimited run', () => {
    expect(readAutobetForm(form({ count: '', unlimited: true, onWin: { mode: 'reset', percent: 'junk' } })).ok).toBe(true);
  });
});

describe('settingsProblems', () => {
  it('applies the form’s rules to settings given in code', () => {
    expect(settingsProblems({ count: 5, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'increase', percent: '50' } })).toEqual([]);
    expect(
      settingsProblems({ count: 0, onWin: { mode: 'increase', percent: '-1' }, onLoss: { mode: 'increase', percent: '2000' }, stopOnProfit: '0', stopOnLoss: 'x' }),
    ).toEqual(['count', 'onWin.percent', 'onLoss.percent', 'stopOnProfit', 'stopOnLoss']);
  });
});
