import { GAMES } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { APPROVAL_GAMES, diagnosticScenarios, fullSuite, MULTI_ROUND_GAMES } from './index';

describe('the webhook tester catalog', () => {
  it('has the contract approval set: 205 scenarios, 181 required and 24 advisories, each id unique', () => {
    const suite = fullSuite();
    expect(suite).toHaveLength(205);
    expect(suite.filter((s) => s.severity === 'required')).toHaveLength(181);
    expect(suite.filter((s) => s.severity === 'advisory')).toHaveLength(24);
    expect(new Set(suite.map((s) => s.id)).size).toBe(205);
  });

  it('covers 32 games, excluding Real Estate, Russian Roulette and Cases', () => {
    expect(APPROVAL_GAMES).toHaveLength(32);
    expect(APPROVAL_GAMES.map((g) => g.key)).toEqual(GAMES.map((g) => g.key).filter((k) => k !== 'russianRoulette' && k !== 'cases'));
    expect(APPROVAL_GAMES.map((g) => g.key)).not.toContain('realestate');
    const ids = fullSuite().map((s) => s.id);
    for (const game of APPROVAL_GAMES) {
      expect(ids).toEqual(expect.arrayContaining([`${game.key}.settle`, `${game.key}.replayed-debit`, `${game.key}.second-credit`, `${game.key}.orphan-credit`]));
    }
    expect(MULTI_ROUND_GAMES.map((g) => `${g.key}.close`).every((id) => ids.includes(id))).toBe(true);
    expect(MULTI_ROUND_GAMES).toHaveLength(15);
  });

  it('gives every scenario a purpose, the contract rule it checks and its expected outcome, each on one line', () => {
    for (const s of [...fullSuite(), ...diagnosticScenarios()]) {
      for (const text of [s.purpose, s.rule, s.expected]) {
        expect(text.length, s.id).toBeGreaterThan(5);
        expect(text, s.id).not.toContain('\n');
      }
    }
  });

  it('has the diagnostic of a 0.00 balance: 7 required and 6 advisories', () => {
    const diagnostic = diagnosticScenarios();
    expect(diagnostic.filter((s) => s.severity === 'required')).toHaveLength(7);
    expect(diagnostic.filter((s) => s.severity === 'advisory')).toHaveLength(6);
    expect(new Set(diagnostic.map((s) => s.id)).size).toBe(13);
  });

  it('checks the balance first and the latency last', () => {
    const suite = fullSuite();
    expect(suite[0]!.id).toBe('balance.shape');
    expect(suite.at(-1)!.id).toBe('response.latency');
    expect(diagnosticScenarios()[0]!.id).toBe('diagnostic.balance-shape');
    expect(diagnosticScenarios().at(-1)!.id).toBe('response.latency');
  });
});
