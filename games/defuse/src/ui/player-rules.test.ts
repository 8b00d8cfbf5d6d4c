import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { defuseChance, defuseMultiplier } from '../paytable';
import { RTP_RANGE, defusePlayerRules } from './player-rules';

describe('defusePlayerRules', () => {
  describePlayerRulesContract(defusePlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 9 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every bet by wires cut and live wires: its multiplier and its chance', () => {
    const { columns, rows } = defusePlayerRules.en.paytable!;
    expect(columns).toEqual(['Wires cut', '1 live wire', '2 live wires', '3 live wires']);
    expect(rows[0]).toEqual(['1', '1.0999× · 90%', '1.2374× · 80%', '1.4142× · 70%']);
    expect(rows[6]).toEqual(['7', '3.2999× · 30%', '14.8499× · 6.67%', '118.7999× · 0.83%']);
    expect(rows[8]).toEqual(['9', '9.8999× · 10%', '–', '–']);
    expect(defusePlayerRules.pt!.paytable!.rows[1]).toEqual(['2', '1,2374× · 80%', '1,591× · 62,22%', '2,1214× · 46,67%']);
    expect(defusePlayerRules.es!.paytable!.columns[3]).toBe('3 cables activos');
    expect(defusePlayerRules.es!.paytable!.rows[2]![3]).toBe(`3,3942× · 29,17${NBSP}%`);
  });

  it('states the RTP range of the 24 bets, the highest truncated so it never reads 99 %', () => {
    const rtps = [1, 2, 3].flatMap((live) => Array.from({ length: 10 - live }, (_, i) => {
      const { dead, of } = defuseChance(live as 1 | 2 | 3, i + 1);
      return (Number(defuseMultiplier(live as 1 | 2 | 3, i + 1)) * dead) / of;
    }));
    expect(RTP_RANGE).toEqual({ lowest: Math.min(...rtps), highest: Math.max(...rtps) });
    expect(RTP_RANGE.lowest).toBeCloseTo(0.98991, 12);
    expect(RTP_RANGE.highest).toBeCloseTo(1187999 / 1200000, 12);
    expect(inEachLanguage(defusePlayerRules, 'rtp')).toEqual([
      '98.991% to 98.9999%, by bet',
      '98,991% a 98,9999%, conforme a aposta',
      `98,991${NBSP}% a 98,9999${NBSP}%, según la apuesta`,
    ]);
  });

  it('states the largest win: 3 live wires, 7 cut', () => {
    expect(inEachLanguage(defusePlayerRules, 'maxWin')).toEqual([
      '118.7999× the bet (3 live wires, 7 wires cut)',
      '118,7999× a aposta (3 fios vivos, 7 fios cortados)',
      '118,7999× la apuesta (3 cables activos, 7 cables cortados)',
    ]);
  });

  it('reads in full in English', () => {
    expect(defusePlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Choose how many of the bomb’s 10 wires are live: 1, 2 or 3. More live wires, bigger pay.',
      'Mark the wires to cut: click them or press 0–9. Mark at least 1 and at most 10 minus the live wires; the chance and the pay above the bomb change as you mark.',
      'Bet: the marked wires are cut one by one, in the order you marked them. If none of them is live, the bomb is defused and pays your bet times the multiplier.',
      'Cut a live wire and the bomb goes off: the bet is lost, and the wires after it are not cut. The live wires are shown after every round.',
    ]);
    expect(defusePlayerRules.en.title).toBe('Defuse rules');
  });
});
