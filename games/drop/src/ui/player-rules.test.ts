import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DROP_RISKS, WORDS, boardRings } from '../rules';
import { RTP_PERCENT, dropPlayerRules } from './player-rules';

describe('dropPlayerRules', () => {
  describePlayerRulesContract(dropPlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: 3 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every target’s rings from the centre out with their chances, and the chance to win anything', () => {
    expect(dropPlayerRules.en.paytable!.rows).toEqual([
      ['Low', '5× (3%) · 2× (10%) · 1.5× (20%) · 1.1× (30.9%)', '63.9%'],
      ['Medium', '50× (0.5%) · 10× (2%) · 3× (6%) · 2× (9%) · 1.2× (15%)', '32.5%'],
      ['High', '1000× (0.025%) · 100× (0.25%) · 20× (1%) · 5× (3%) · 2× (7%)', '11.3%'],
    ]);
    expect(dropPlayerRules.pt!.paytable!.rows[0]).toEqual(['Baixo', '5× (3%) · 2× (10%) · 1,5× (20%) · 1,1× (30,9%)', '63,9%']);
    expect(dropPlayerRules.es!.paytable!.rows[2]).toEqual([
      'Alto',
      `1000× (0,025${NBSP}%) · 100× (0,25${NBSP}%) · 20× (1${NBSP}%) · 5× (3${NBSP}%) · 2× (7${NBSP}%)`,
      `11,3${NBSP}%`,
    ]);
  });

  it('states the RTP every target returns: 99 %, which it falls short of by 1 / (25 × 2³²) of the bet', () => {
    for (const risk of DROP_RISKS) {
      const rtp = boardRings(risk).reduce((sum, r) => sum.plus(new Decimal(r.multiplier).times(r.count)), new Decimal(0)).dividedBy(WORDS).times(100);
      expect(rtp.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).equals(RTP_PERCENT)).toBe(true);
      expect(rtp.lt(RTP_PERCENT)).toBe(true);
    }
    expect(inEachLanguage(dropPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: the high target’s bullseye', () => {
    expect(inEachLanguage(dropPlayerRules, 'maxWin')).toEqual([
      '1000× the bet (high risk, bullseye)',
      '1000× a aposta (risco alto, centro)',
      '1000× la apuesta (riesgo alto, centro)',
    ]);
  });

  it('reads in full in English and names the choices in Portuguese and Spanish', () => {
    expect(dropPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Pick a risk (low, medium, or high): each has its own target.',
      'Press Bet: a ball drops onto the target and comes to rest on it, every spot of the target equally likely.',
      'The ring it rests on pays your bet times that ring’s multiplier. Off the rings (the hatched band) the bet is lost.',
      'Low risk has wide rings that pay often but little; high risk has a tiny bullseye paying 1000× and a target mostly off the rings.',
    ]);
    expect(dropPlayerRules.pt!.howToPlay[1]).toBe('Escolha um risco (baixo, médio ou alto): cada um tem o seu alvo.');
    expect(dropPlayerRules.es!.howToPlay[1]).toBe('Elige un riesgo (bajo, medio o alto): cada uno tiene su propia diana.');
  });
});
