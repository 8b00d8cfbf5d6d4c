import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { soccerMultiplier } from '../multiplier';
import { KICKS, SOCCER_DIFFICULTIES, ZONES, openZones } from '../pitch';
import { MAX_WIN, RTP_PERCENT, TABLE_GOALS, soccerPlayerRules } from './player-rules';

describe('soccerPlayerRules', () => {
  describePlayerRulesContract(soccerPlayerRules, {
    steps: 5,
    paytable: { columns: 1 + SOCCER_DIFFICULTIES.length, rows: TABLE_GOALS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the multiplier the rules pay after every goal count at every difficulty', () => {
    const rows = soccerPlayerRules.en.paytable!.rows;
    TABLE_GOALS.forEach((goals, row) => {
      expect(rows[row]![0]).toBe(String(goals));
      SOCCER_DIFFICULTIES.forEach((d, column) => expect(rows[row]![column + 1]).toBe(`${new Decimal(soccerMultiplier(d, goals)).toNumber().toLocaleString('en', { maximumFractionDigits: 4 })}×`));
    });
    expect(soccerPlayerRules.en.paytable!.columns).toEqual(['Goals', 'Easy', 'Medium', 'Hard', 'Expert']);
    expect(soccerPlayerRules.en.paytable!.rows[9]).toEqual(['10', '6.1298×', '57.0883×', '1,013.76×', '58,458.51×']);
    expect(soccerPlayerRules.pt!.paytable!.rows[2]).toEqual(['3', '1,7107×', '3,3412×', '7,92×', '26,73×']);
    expect(soccerPlayerRules.es!.paytable!.columns).toEqual(['Goles', 'Fácil', 'Media', 'Difícil', 'Experto']);
  });

  it('states the RTP the multipliers give: 99 % at best, less than 0.01 points lower once floored', () => {
    const returns = SOCCER_DIFFICULTIES.flatMap((d) =>
      Array.from({ length: KICKS }, (_, i) => new Decimal(soccerMultiplier(d, i + 1)).times(new Decimal(openZones(d)).div(ZONES).pow(i + 1))),
    );
    expect(Decimal.max(...returns).toDecimalPlaces(12).toFixed()).toBe(new Decimal(RTP_PERCENT).div(100).toFixed());
    expect(Decimal.min(...returns).gt(new Decimal(RTP_PERCENT).minus('0.01').div(100))).toBe(true);
    expect(inEachLanguage(soccerPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: 10 goals at expert', () => {
    expect(MAX_WIN.multiplier).toBe(soccerMultiplier('expert', KICKS));
    expect(inEachLanguage(soccerPlayerRules, 'maxWin')).toEqual([
      '58,458.51× the bet (10 goals at Expert)',
      '58.458,51× a aposta (10 gols no Expert)',
      '58.458,51× la apuesta (10 goles en Experto)',
    ]);
  });

  it('reads in full in English, with each difficulty’s chance and the 24-hour settlement', () => {
    expect(soccerPlayerRules.en.howToPlay).toEqual([
      "Set your bet and choose a difficulty: how many of the goal's 6 zones the keeper covers on every kick (Easy 1: 83.33%; Medium 2: 66.67%; Hard 3: 50%; Expert 4: 33.33%).",
      "Take up to 10 penalty kicks: pick the zone to shoot at each time. The keeper's zones are drawn afresh for every kick.",
      'Shoot into an open zone: goal! Every goal raises your multiplier.',
      'Shoot into a zone the keeper covers: saved, and the bet is lost.',
      'Cash out whenever you like after your first goal. Score all 10 and you are cashed out automatically.',
    ]);
    expect(soccerPlayerRules.en.notes).toEqual([
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
      'A round left without a kick for 24 hours is settled: cashed out if you have scored, otherwise lost.',
    ]);
    expect(soccerPlayerRules.pt!.howToPlay[0]).toBe(
      'Defina a aposta e escolha a dificuldade: quantas das 6 zonas do gol o goleiro cobre em cada cobrança (Fácil 1: 83,33%; Médio 2: 66,67%; Difícil 3: 50%; Expert 4: 33,33%).',
    );
  });
});
