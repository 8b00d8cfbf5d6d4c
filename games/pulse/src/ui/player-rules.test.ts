import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { BEAT_TABLES, PULSE_RISKS } from '../rules';
import { RTP_PERCENT, pulsePlayerRules } from './player-rules';

describe('pulsePlayerRules', () => {
  describePlayerRulesContract(pulsePlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 3 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every risk’s spikes with their exact chances, beat 1’s 1.92×, the chance to lose a round and the max win', () => {
    expect(pulsePlayerRules.en.paytable!.rows).toEqual([
      ['Low', '0× 6.25% · 0.5× 34.375% · 1× 29.6875% · 1.5× 15.625% · 2× 12.5% (beat 1: 1.92×) · 3× 1.5625%', '17.6%', '27×'],
      ['Medium', '0× 25% · 0.5× 12.5% · 1× 42.1875% · 2× 12.5% (beat 1: 1.92×) · 3× 6.25% · 5× 1.5625%', '57.81%', '125×'],
      ['High', '0× 50% · 0.5× 3.125% · 1× 26.5625% · 2× 12.5% (beat 1: 1.92×) · 5× 6.25% · 10× 1.5625%', '87.5%', '1,000×'],
    ]);
    expect(pulsePlayerRules.pt!.paytable!.rows[2]).toEqual(['Alto', '0× 50% · 0,5× 3,125% · 1× 26,5625% · 2× 12,5% (batimento 1: 1,92×) · 5× 6,25% · 10× 1,5625%', '87,5%', '1.000×']);
    expect(pulsePlayerRules.es!.paytable!.rows[0]![2]).toBe(`17,6${NBSP}%`);
  });

  it('states the RTP every risk returns: exactly 99 %', () => {
    for (const risk of PULSE_RISKS) {
      const mean = (column: 'first' | 'multiplier') => BEAT_TABLES[risk].reduce((sum, e) => sum.plus(new Decimal(e[column]).times(e.slots)), new Decimal(0)).dividedBy(64);
      expect(mean('first').times(mean('multiplier')).times(mean('multiplier')).times(100).equals(RTP_PERCENT)).toBe(true);
    }
    expect(inEachLanguage(pulsePlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: 10× on all three beats at high risk', () => {
    expect(inEachLanguage(pulsePlayerRules, 'maxWin')).toEqual([
      '1,000× the bet (high risk, 10× on all three beats)',
      '1.000× a aposta (risco alto, 10× nos três batimentos)',
      '1000× la apuesta (riesgo alto, 10× en los tres latidos)',
    ]);
  });

  it('reads in full in English and names the choices in Portuguese', () => {
    expect(pulsePlayerRules.en.howToPlay).toEqual([
      'Set your bet amount and pick a risk (low, medium, or high).',
      'Bet: the heart monitor shows three heartbeats. Each beat is a multiplier: the taller its spike, the more it pays.',
      'You win your bet times the product of the three beats: ×2 → ×1 → ×3 = 6×. A weak beat (0.5×) lowers the product.',
      'A flatline (0×) on any beat loses the bet, and the round ends there.',
      'Low risk rarely flatlines and its spikes are small; high risk flatlines on half the beats, with spikes up to 10×.',
    ]);
    expect(pulsePlayerRules.pt!.howToPlay[0]).toBe('Defina o valor da aposta e escolha um risco (baixo, médio ou alto).');
  });
});
